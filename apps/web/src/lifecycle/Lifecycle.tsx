import { isLimited } from '@gavel/domain'
import { useSession } from '@gavel/ui'
import { useLocation } from 'react-router'
import { DevTools } from './DevTools'
import { LaunchMessageBanner } from './LaunchMessageBanner'
import { ServiceWorkerUpdate } from './ServiceWorkerUpdate'
import { useCapitalStanding } from './useCapitalStanding'
import { useClockDrift } from './useClockDrift'
import { useFlagLoading } from './useFlagLoading'
import { useNotificationNotices } from './useNotificationNotices'
import { useOpenInvoicesPreload } from './useOpenInvoicesPreload'
import { usePushRegistration } from './usePushRegistration'
import { useUserRecheck } from './useUserRecheck'

/**
 * The app's life cycle around every page (shell §4.2–§4.6): feature flags and the dev-tools panel, the 14-minute
 * user recheck, the capital standing behind the Capital link (shell §2.1) and a capital user's open invoices preloaded (§6), clock drift, live notices refreshing the
 * notifications menu, push device registration, the service worker's update and the launch message. Mounted once
 * by RootLayout.
 */
export const Lifecycle = () => {
  const session = useSession()
  const { pathname } = useLocation()
  const onLogout = pathname === '/logout'
  const userId = session?.user.id ?? null
  useFlagLoading(userId, onLogout)
  useUserRecheck(userId)
  useCapitalStanding(userId, onLogout)
  useOpenInvoicesPreload(session, onLogout)
  useClockDrift(session)
  useNotificationNotices(userId, session !== null && isLimited(session.user))
  usePushRegistration(userId, onLogout)
  const signedIn = session !== null && !onLogout
  return (
    <>
      {signedIn && <LaunchMessageBanner />}
      {/* /dev-tools is the panel's full page: the docked panel would only cover it. */}
      {signedIn && pathname !== '/dev-tools' && <DevTools />}
      <ServiceWorkerUpdate session={session} />
    </>
  )
}
