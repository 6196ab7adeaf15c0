import {
  decideNavigation,
  mobilePlatformOf,
  type NavigationDecision,
  OutstandingCheck,
  type OutstandingSession,
  type PortResolver,
  SessionControl,
} from '@gavel/domain'
import { returnTarget } from './returnTarget'

/** The auctions to finalize, loaded when due (force-finalize flag, not limited, every 24 h; shell §4.1). */
const outstandingIds = async (services: PortResolver, session: OutstandingSession) =>
  (await services.resolve(OutstandingCheck).load(session))?.map((a) => a.id) ?? null

export interface NavigationGuard {
  /** Where a navigation to this location may go: allowed, or redirected (the target remembered for after login). */
  decide(pathname: string, search: string): Promise<NavigationDecision>
  /**
   * Starts what the first decision will wait for (the outstanding check, when due) at boot, beside the route's code
   * and the first render, instead of after the first render; the decision then finds it in flight or done.
   */
  warm(): void
}

/**
 * The domain's navigation guard (shell §4.1) over the app's session. It hears where the user came from (the last
 * pathname it let through, null when the app was just opened), so an auction id arriving on /marketplace/{id} or
 * /search/{id} with no prior route, or from login, goes to /auction/{id} (shell §2.2).
 */
export const createNavigationGuard = (services: PortResolver): NavigationGuard => {
  let previousPathname: string | null = null
  return {
    warm: () => {
      const session = services.resolve(SessionControl).current()
      if (session) void outstandingIds(services, session).catch(() => {})
    },
    decide: async (pathname, search) => {
      const session = services.resolve(SessionControl).current()
      const decision = decideNavigation({
        pathname,
        search,
        session: session && { user: session.user, flags: session.flags, preferences: session.preferences },
        outstandingAuctionIds: session && (await outstandingIds(services, session)),
        previousPathname,
        // Universal links on phones and tablets go to the app stores (shell §2.2): the guard must know the device.
        isMobileDevice: mobilePlatformOf(navigator.userAgent) !== null,
      })
      if (decision.kind === 'allow') previousPathname = pathname
      else if (decision.rememberTarget !== undefined) returnTarget.remember(decision.rememberTarget)
      return decision
    },
  }
}
