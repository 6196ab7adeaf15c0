import { type AuctionAccessAccount, NotFound } from '@gavel/domain'
import type { Registration, RegistrationRequest } from '@gavel/domain/areas/registration'
import type { IdentityClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'
import { toAuctionAccessAccount } from '../../wire/auctionAccessWire'

const decodeExists = decodeOrThrow(Schema.Struct({ exists: Schema.Boolean }), 'user exists')

/**
 * Self-registration (shell §7 api/user/exists, api/user/saga; docs/adr/0026 api/auctionaccess/lookup). The calls go
 * without a bearer: the registrant is not signed in.
 */
export class RegistrationHttp implements Registration {
  constructor(private readonly client: IdentityClient) {}

  async emailTaken(email: string): Promise<boolean> {
    const { data } = await callGateway(() => this.client.POST('/api/user/exists', { body: { email: email.trim() } }))
    return decodeExists(data).exists
  }

  async findAccount(input: { auctionAccessId: string; lastName: string }): Promise<AuctionAccessAccount | null> {
    try {
      const { data } = await callGateway(() =>
        this.client.POST('/api/auctionaccess/lookup', {
          body: { auctionAccessId: input.auctionAccessId.trim(), lastName: input.lastName.trim() },
        }),
      )
      return toAuctionAccessAccount(data)
    } catch (error) {
      if (error instanceof NotFound) return null
      throw error
    }
  }

  async register(request: RegistrationRequest): Promise<void> {
    await callGateway(
      () =>
        this.client.POST('/api/user/saga', {
          body: {
            first_name: request.firstName.trim(),
            last_name: request.lastName.trim(),
            email: request.email.trim(),
            phone_number: request.phone,
            organizationExternalId: request.organizationExternalId,
            auctionAccessId: request.auctionAccessId.trim(),
          },
        }),
      { action: true },
    )
  }
}
