import styled from 'styled-components'

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
`

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`
