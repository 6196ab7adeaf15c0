import styled from 'styled-components'

export { Card, Failure, Form, Heading, Page } from '../../../screens/LoginScreen/LoginScreen.styles'

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`

export const Aside = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`
