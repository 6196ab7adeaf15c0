import styled from 'styled-components'

export const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  line-height: 1.6;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  }
`
