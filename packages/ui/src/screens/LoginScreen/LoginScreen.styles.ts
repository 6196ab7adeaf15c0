import styled from 'styled-components'

export const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  }
`

export const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`

/** The login errors list: one line per error, no bullet for a single one. */
export const Errors = styled(Failure).attrs({ as: 'div' })`
  ul {
    margin: 0;
    padding: 0 0 0 ${({ theme }) => theme.space[4]};
  }
  li:only-child {
    list-style: none;
    margin-left: -${({ theme }) => theme.space[4]};
  }
`

export const Aside = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`
