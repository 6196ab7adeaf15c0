import type { PasswordReset } from '@gavel/domain/areas/identity'
import type { IdentityClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'

/**
 * Password reset on the identity gateway (shell §7). Both calls answer 204 with no body; a refusal (an invalid or
 * expired link, a password the gateway refuses) is an ActionRejected with the gateway's text. The password goes
 * only in the request body, never in a URL or a log.
 */
export class PasswordResetHttp implements PasswordReset {
  constructor(private readonly client: IdentityClient) {}

  async request(email: string): Promise<void> {
    await callGateway(() => this.client.POST('/api/passwordreset/request', { body: { userName: email.trim() } }), {
      action: true,
    })
  }

  async reset({ email, token, newPassword }: { email: string; token: string; newPassword: string }): Promise<void> {
    await callGateway(
      () =>
        this.client.POST('/api/passwordreset', {
          body: { userName: email.trim(), passwordResetToken: token, newPassword },
        }),
      { action: true },
    )
  }
}
