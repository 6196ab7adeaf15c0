import { MobileTopBarTitles } from '@gavel/domain'
import { NavLink } from 'react-router'
import styled from 'styled-components'
import { BOTTOM_NAV_PX } from '../../theme/bottomNav'

const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    flex: 1;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${BOTTOM_NAV_PX}px;
    padding: 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.primary};
  }
`

export interface BottomNavProps {
  /** The user's listing page (/marketplace or /search). */
  readonly listingPath: string
  /** Limited users have no my-account area and no notifications (shell §6). */
  readonly limited?: boolean
}

/**
 * The bottom navigation of the mobile marketplace (marketplace §2): the live auctions, the market report,
 * notifications and the my-account menu, named as the mobile top bar names them.
 */
export const BottomNav = ({ listingPath, limited = false }: BottomNavProps) => {
  const items = [
    { label: MobileTopBarTitles.liveAuctions, to: listingPath },
    { label: MobileTopBarTitles.marketReport, to: '/market-report' },
    ...(limited
      ? []
      : [
          { label: 'Notifications', to: '/notifications' },
          { label: MobileTopBarTitles.menu, to: '/myacv/menu' },
        ]),
  ]
  return (
    <Nav aria-label="Bottom">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  )
}
