import styled, { css } from 'styled-components'

/** The links on a row of their own, under the logo and the menus (below lg, and beside the rewards button below xl). */
export const linksOnOwnRow = css`
  order: 1;
  flex-basis: 100%;
  padding-bottom: ${({ theme }) => theme.space[1]};
`

/**
 * Below lg (phones and tablets) the links take a row of their own under the logo and the menus and wrap onto
 * further rows rather than scroll sideways, so no link is ever cut (shell §2.1; a scrolling row cut the last link
 * mid-word on a 375 px phone). On desktop they shrink before anything else in the bar and wrap onto a second line
 * when the bar is too narrow for them (the rewards button and a long dealership name), so the user menu is never
 * pushed off screen.
 */
export const Nav = styled.nav`
  min-width: 0;
  ul {
    flex-wrap: wrap;
  }
  ${({ theme }) => theme.media.belowLg} {
    ${linksOnOwnRow}
  }
  ${({ theme }) => theme.media.mobile} {
    ul {
      gap: 0;
    }
    a,
    button {
      padding: 0 ${({ theme }) => theme.space[2]};
    }
  }
`

/**
 * The signed-out header: the marketing links, then LOG IN and REGISTER NOW (shell §2.1). Below lg the two actions
 * stay beside the logo and the marketing links take a row of their own under them, wrapping rather than
 * scrolling sideways, so no link is cut mid-word.
 */
export const SignedOutRoot = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  ${({ theme }) => theme.media.belowLg} {
    /* Its two lists become the bar's own items: the actions on the logo's row, the links on a row below. */
    display: contents;
  }
`

/**
 * The marketing links' box. Its list wraps at every width, as the signed-in links do: on desktop only when the bar
 * is too narrow, and on phones even if the below-lg rules have not applied (one CI run in four saw the links in one
 * row beside the logo at 390 px, 646 px wide: the page scrolled sideways).
 */
export const Scroller = styled.div`
  min-width: 0;
  ul {
    flex-wrap: wrap;
  }
  ${({ theme }) => theme.media.belowLg} {
    order: 1;
    flex-basis: 100%;
  }
  ${({ theme }) => theme.media.mobile} {
    ul {
      gap: 0;
    }
    a {
      padding: 0 ${({ theme }) => theme.space[2]};
    }
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
  ${({ theme }) => theme.media.belowLg} {
    flex: 1 1 auto;
  }
  ${({ theme }) => theme.media.mobile} {
    a {
      padding: 0 ${({ theme }) => theme.space[3]};
    }
  }
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
