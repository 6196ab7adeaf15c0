import { decideNavigation, type PortResolver, SessionControl } from '@gavel/domain'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { returnTarget } from './returnTarget'

/**
 * Runs the domain's navigation guard (shell §4.1) before a route renders: a redirect is followed by
 * react-router, which runs the guard again at the new location.
 */
export const guardLoader =
  (services: PortResolver) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const session = services.resolve(SessionControl).current()
    const decision = decideNavigation({
      pathname: url.pathname,
      search: url.search,
      session: session && { user: session.user, flags: session.flags, preferences: session.preferences },
      outstandingAuctionIds: null,
    })
    if (decision.kind === 'allow') return null
    if (decision.rememberTarget !== undefined) returnTarget.remember(decision.rememberTarget)
    throw redirect(decision.to)
  }
