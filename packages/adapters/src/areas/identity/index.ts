import { PasswordReset } from '@gavel/domain/areas/identity'
import type { IdentityClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { PasswordResetHttp } from './PasswordResetHttp'

/** Identity pages (forgot password, reset, SSO): the password-reset calls of the identity gateway. */
export const identityArea = defineArea('identity', ({ bind }) => {
  bind<PasswordReset>(PasswordReset.key).toDynamicValue(
    (ctx) => new PasswordResetHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
})

export { PasswordResetHttp } from './PasswordResetHttp'
