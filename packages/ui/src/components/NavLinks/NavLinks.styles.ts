import styled, { css } from 'styled-components'

/**
 * On mobile (767px and below) the links take a row of their own under the logo and the menus, and wrap onto
 * further rows rather than scroll sideways, so no link is ever cut (shell §2.1, mobile breakpoint of shell §9).
 */
export const Nav = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    order: 1;
    flex-basis: 100%;
    min-width: 0;
    padding-bottom: ${({ theme }) => theme.space[1]};
    ul {
      flex-wrap: wrap;
      gap: 0;
    }
    a,
    button {
      padding: 0 ${({ theme }) => theme.space[2]};
    }
  }
`

/**
 * The signed-out header on mobile: the marketing links scroll sideways while LOG IN and REGISTER NOW stay in
 * view (shell §2.1).
 */
export const SignedOutRoot = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`

export const Scroller = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    overflow-x: auto;
  }
`

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** LOG IN and REGISTER NOW: on the narrowest phones REGISTER NOW goes under LOG IN rather than off screen. */
export const ActionList = styled(NavList)`
  flex-wrap: wrap;
  justify-content: flex-end;
`

/** One header link or link-like button: 44px tall, underlined in the brand colour when current. */
export const navItem = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`

export const ItemLink = styled.a`
  ${navItem}
`

export const ItemButton = styled.button`
  ${navItem}
`

export const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`
