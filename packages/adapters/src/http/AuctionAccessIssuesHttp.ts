import { type AuctionAccessAccount, type AuctionAccessIssues, NotFound } from '@gavel/domain'
import type { IdentityClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import { toAuctionAccessAccount } from '../wire/auctionAccessWire'

/** GET api/auctionaccess/account (docs/adr/0026): 404 means the user has no account, so no banner. */
export class AuctionAccessIssuesHttp implements AuctionAccessIssues {
  constructor(private readonly client: IdentityClient) {}

  async account(): Promise<AuctionAccessAccount | null> {
    try {
      const { data } = await callGateway(() => this.client.GET('/api/auctionaccess/account'))
      return toAuctionAccessAccount(data)
    } catch (error) {
      if (error instanceof NotFound) return null
      throw error
    }
  }
}
