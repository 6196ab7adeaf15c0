import { DEFAULT_MARKETING_SITE, type FeatureFlags, navLinks, type User, type UserPreferences } from '@gavel/domain'
import type { ReactNode } from 'react'
import { DeferredUserMenu } from '../Deferred'
import { BrandLogo } from '../headers/BrandLogo'
import { EnvironmentBanner } from '../headers/EnvironmentBanner'
import { Bar, Spacer } from '../headers/headers.styles'
import type { LaunchTool } from '../NavLinks/ExternalToolLink'
import { NavLinks } from '../NavLinks/NavLinks'
import type { OpenToolWindow } from '../NavLinks/openToolWindow'
import { SignedOutNav } from '../NavLinks/SignedOutNav'

export interface DefaultHeaderProps {
  /** The signed-in user; null shows the signed-out header (marketing links, LOG IN, REGISTER NOW). */
  readonly user: User | null
  /** The session's feature flags (nav link rules, rewards). */
  readonly flags?: FeatureFlags
  readonly preferences?: UserPreferences | null
  /** The user's listing page, /marketplace or /search (shell §2.1, chosen by flag and preference): the logo's target. */
  readonly listingPath: string
  /** The runtime environment name; a banner shows it unless production or development. */
  readonly environment: string
  /** Limited users do not see the notifications menu (shell §4.4, §6); the nav rule hides My Account itself. */
  readonly limited?: boolean
  /** All navigation is hidden while the user has outstanding auctions (shell §2.1). */
  readonly hideNavigation?: boolean
  /** Product name for the logo (ADR 0029: runtime brand, default "Gavel"). */
  readonly brand?: string
  /** The search header on desktop for /search (shell §2.1). */
  readonly variant?: 'default' | 'search'
  readonly routeId?: string
  readonly onTutorials?: () => void
  readonly marketingSite?: string
  readonly openWindow?: OpenToolWindow
  /** Fetches an external tool's token (Buying Matrix, Clear Car Appraisal). */
  readonly launchTool?: LaunchTool
  /** The rewards button (the container's, over DealerRewards); shown signed in unless navigation is hidden. */
  readonly rewards?: ReactNode
  /** The notifications menu (the container's, over Notifications); shown signed in, never to limited users. */
  readonly notifications?: ReactNode
}

/**
 * The default header of shell §2.1 (and, with `variant="search"`, the search header): the environment banner, the
 * logo (to the listing when signed in, to the marketing site when not), the nav links by the domain's rules, the
 * rewards button, the notifications menu (not for limited users) and the user menu. Signed out it shows the
 * marketing links with LOG IN and REGISTER NOW.
 */
export const DefaultHeader = ({
  user,
  flags = {},
  preferences = null,
  listingPath,
  environment,
  limited = false,
  hideNavigation = false,
  brand = 'Gavel',
  variant = 'default',
  routeId,
  onTutorials,
  marketingSite = DEFAULT_MARKETING_SITE,
  openWindow,
  launchTool,
  rewards,
  notifications,
}: DefaultHeaderProps) => (
  <header data-header={variant}>
    <EnvironmentBanner environment={environment} />
    <Bar>
      <BrandLogo brand={brand} href={user ? listingPath : marketingSite} />
      {user ? (
        <NavLinks
          links={navLinks({ user, flags, preferences, hasOutstandingAuctions: hideNavigation })}
          openWindow={openWindow}
          launchTool={launchTool}
        />
      ) : (
        !hideNavigation && <SignedOutNav marketingSite={marketingSite} />
      )}
      <Spacer />
      {user && !hideNavigation && rewards}
      {user && !limited && notifications}
      {user && <DeferredUserMenu user={user} routeId={routeId} onTutorials={onTutorials} />}
    </Bar>
  </header>
)
