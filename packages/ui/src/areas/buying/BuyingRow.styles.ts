import styled from 'styled-components'

export const Row = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 64px 1fr;
  }
`

export const Thumb = styled.img`
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  ${({ theme }) => theme.media.mobile} {
    width: 64px;
    height: 48px;
  }
`

/** The thumbnail's place when the auction has no photo: says so, like the listing's card. */
export const NoThumb = styled(Thumb).attrs({ as: 'span' })`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  & a {
    color: ${({ theme }) => theme.colors.text};
  }
`

export const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    flex-direction: row;
  }
  & a.finalize {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`
