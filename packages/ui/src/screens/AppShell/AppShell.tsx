import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { DefaultHeader } from '../../components/DefaultHeader'
import { OfflineBanner } from '../../components/OfflineBanner'
import { useOnlineStatus } from '../../services/useOnlineStatus'
import { useSession } from '../../services/useSession'
import { Main, Shell, SkipLink } from './AppShell.styles'

export interface AppShellProps {
  /** Runtime environment name from /config.json; a banner shows it unless production or development. */
  readonly environment: string
  /** The user's listing page (/marketplace or /search). */
  readonly listingPath: string
  readonly limited?: boolean
  /** Hide all navigation (outstanding auctions, shell §2.1). */
  readonly hideNavigation?: boolean
  readonly brand?: string
  /** The page; defaults to the route's <Outlet />, so the shell can be a layout route. */
  readonly children?: ReactNode
}

/**
 * The page shell of shell §2.1 for this slice: skip link, default header with the user menu, the offline
 * banner and the main content. Toasts render from the ToastProvider of GavelProviders above it.
 */
export const AppShell = ({ environment, listingPath, limited, hideNavigation, brand, children }: AppShellProps) => {
  const session = useSession()
  const online = useOnlineStatus()
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <DefaultHeader
        user={session?.user ?? null}
        listingPath={listingPath}
        environment={environment}
        limited={limited}
        hideNavigation={hideNavigation}
        brand={brand}
      />
      <OfflineBanner offline={!online} />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
    </Shell>
  )
}
