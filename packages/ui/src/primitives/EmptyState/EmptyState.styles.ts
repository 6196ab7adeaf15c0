import styled from 'styled-components'

export const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  text-align: center;
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const Body = styled.div`
  margin: 0;
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
  & > p {
    margin: 0;
  }
`
