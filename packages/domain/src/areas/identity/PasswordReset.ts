import { createPortId } from '../../ports/portId'

/**
 * Password reset through the identity gateway (shell §7: POST api/passwordreset/request {userName}, POST
 * api/passwordreset {userName, passwordResetToken, newPassword}). `request` resolves whether or not the e-mail is
 * known (the gateway does not tell). `reset` rejects with ActionRejected carrying the gateway's reason (an invalid
 * or expired link, a password the gateway refuses), or ServiceUnavailable / RequestCanceled.
 */
export interface PasswordReset {
  request(email: string): Promise<void>
  reset(input: { readonly email: string; readonly token: string; readonly newPassword: string }): Promise<void>
}
export const PasswordReset = createPortId<PasswordReset>('password-reset')
