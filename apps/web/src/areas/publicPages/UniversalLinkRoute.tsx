import { mobilePlatformOf } from '@gavel/domain'
import { UniversalLinkScreen } from '@gavel/ui/areas/publicPages'

const leave = (url: string) => window.location.replace(url)

/**
 * A universal link the guard let through: on a phone or tablet (the guard redirects everyone else to the page the
 * link names), the device's app store opens (shell §2.2).
 */
export const UniversalLinkRoute = () => (
  <UniversalLinkScreen platform={mobilePlatformOf(navigator.userAgent)} leave={leave} />
)
