import { identityArea } from '@gavel/adapters/areas/identity'
import { ForgotPasswordScreen, SsoErrorScreen } from '@gavel/ui/areas/identity'
import type { AreaEntry } from '../AreaEntry'
import { PasswordRoute } from './PasswordRoute'
import { SsoRedirectRoute } from './SsoRedirectRoute'

/** Forgot password, reset with the e-mailed token, and single sign-on (shell §2.2, §7 Identity). */
export const entry: AreaEntry = {
  area: identityArea,
  screens: {
    forgot: ForgotPasswordScreen,
    password: PasswordRoute,
    ssoRedirect: SsoRedirectRoute,
    ssoError: SsoErrorScreen,
  },
}
