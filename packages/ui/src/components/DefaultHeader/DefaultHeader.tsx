import type { User } from '@gavel/domain'
import { Link, NavLink } from 'react-router'
import { NotificationsMenu } from '../NotificationsMenu'
import { UserMenu } from '../UserMenu'
import { Bar, EnvironmentBanner, Logo, Nav, NavList, Spacer } from './DefaultHeader.styles'

export interface DefaultHeaderProps {
  /** The signed-in user; null shows the logo alone. */
  readonly user: User | null
  /** The user's listing page, /marketplace or /search (shell §2.1, chosen by flag and preference). */
  readonly listingPath: string
  /** The runtime environment name; a banner shows it unless production or development. */
  readonly environment: string
  /** Limited users do not see the my-account area nor the notifications menu (shell §2.1, §6). */
  readonly limited?: boolean
  /** All navigation is hidden while the user has outstanding auctions (shell §2.1). */
  readonly hideNavigation?: boolean
  /** Product name for the logo (DECISIONS.md: runtime brand, default "Gavel"). */
  readonly brand?: string
}

/** Environments that show no banner (shell §2.1). */
const quietEnvironments = new Set(['production', 'development'])

/**
 * The default header of shell §2.1 for this slice: logo to the listing, nav links Marketplace, My account
 * (not for limited users) and Market Report, the environment banner, the notifications menu (not for limited
 * users, shell §4.4) and the user menu.
 */
export const DefaultHeader = ({
  user,
  listingPath,
  environment,
  limited = false,
  hideNavigation = false,
  brand = 'Gavel',
}: DefaultHeaderProps) => {
  const links = [
    { label: 'Marketplace', to: listingPath, show: true },
    { label: 'My account', to: '/myacv', show: !limited },
    { label: 'Market Report', to: '/market-report', show: true },
  ].filter((l) => l.show)
  return (
    <header>
      {!quietEnvironments.has(environment) && (
        <EnvironmentBanner role="note" aria-label="Environment">
          Environment: {environment}
        </EnvironmentBanner>
      )}
      <Bar>
        <Logo as={Link} to={listingPath} aria-label={`${brand} home`}>
          {brand}
        </Logo>
        {user && !hideNavigation && (
          <Nav aria-label="Main">
            <NavList>
              {links.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to}>{l.label}</NavLink>
                </li>
              ))}
            </NavList>
          </Nav>
        )}
        <Spacer />
        {user && !limited && <NotificationsMenu />}
        {user && <UserMenu user={user} />}
      </Bar>
    </header>
  )
}
