import { Link } from 'react-router'
import styled from 'styled-components'

export const Steps = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[4]};
  line-height: 1.6;
`

export const Start = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
