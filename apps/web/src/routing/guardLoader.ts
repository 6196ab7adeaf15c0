import {
  decideNavigation,
  OutstandingCheck,
  type OutstandingSession,
  type PortResolver,
  SessionControl,
} from '@gavel/domain'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { returnTarget } from './returnTarget'

/** The auctions to finalize, loaded when due (force-finalize flag, not limited, every 24 h; shell §4.1). */
const outstandingIds = async (services: PortResolver, session: OutstandingSession) =>
  (await services.resolve(OutstandingCheck).load(session))?.map((a) => a.id) ?? null

/**
 * Runs the domain's navigation guard (shell §4.1) before a route renders: a redirect is followed by
 * react-router, which runs the guard again at the new location. The guard hears where the user came from (the
 * last pathname it let through, null when the app was just opened), so an auction id arriving on
 * /marketplace/{id} or /search/{id} with no prior route, or from login, goes to /auction/{id} (shell §2.2).
 */
export const guardLoader = (services: PortResolver) => {
  let previousPathname: string | null = null
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const session = services.resolve(SessionControl).current()
    const decision = decideNavigation({
      pathname: url.pathname,
      search: url.search,
      session: session && { user: session.user, flags: session.flags, preferences: session.preferences },
      outstandingAuctionIds: session && (await outstandingIds(services, session)),
      previousPathname,
    })
    if (decision.kind === 'allow') {
      previousPathname = url.pathname
      return null
    }
    if (decision.rememberTarget !== undefined) returnTarget.remember(decision.rememberTarget)
    throw redirect(decision.to)
  }
}
