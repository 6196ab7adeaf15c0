import { Registration } from '@gavel/domain/areas/registration'
import type { IdentityClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { RegistrationHttp } from './RegistrationHttp'

/** Registration and the auction-access account (shell §2.2, §7; marketplace §3; docs/adr/0026). */
export const registrationArea = defineArea('registration', ({ bind }) => {
  bind<Registration>(Registration.key).toDynamicValue(
    (ctx) => new RegistrationHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
})

export { RegistrationHttp } from './RegistrationHttp'
