import styled from 'styled-components'

export const EnvironmentBanner = styled.div`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.banner};
  color: ${({ theme }) => theme.colors.onBanner};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  text-transform: uppercase;
`

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 60px;
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

export const Logo = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`

export const Nav = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    overflow-x: auto;
  }
`

export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`

export const Spacer = styled.span`
  flex: 1;
`
