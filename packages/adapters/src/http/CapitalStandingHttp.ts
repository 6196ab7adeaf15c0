import { type CapitalStanding, type CapitalStandingSource, NotFound } from '@gavel/domain'
import type { CapitalClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'
import {
  type CapitalAccountWire,
  decodeCapitalAccount,
  decodeCapitalUser,
  NOT_A_CAPITAL_USER,
  toCapitalStanding,
} from '../wire/capitalWire'

/** A 404 is an answer here, not a failure: null stands for "none". */
const orNullWhenNotFound = async <T>(call: () => Promise<T>): Promise<T | null> => {
  try {
    return await callGateway(call)
  } catch (error) {
    if (error instanceof NotFound) return null
    throw error
  }
}

/**
 * The capital standing from the capital gateway (shell §6, marketplace §6–§8): the user check, then the account
 * of each capital dealership for its product line. A 404 from the user check means "not a capital user"
 * (marketplace §8 "404 ignored"); a dealership whose account is gone (404) is left out of the selection list; any
 * other failure rejects ("other errors mark the capital check failed").
 */
export class CapitalStandingHttp implements CapitalStandingSource {
  constructor(private readonly client: CapitalClient) {}

  async load(): Promise<CapitalStanding> {
    const check = await orNullWhenNotFound(() => this.client.GET('/account/user/exists'))
    if (check === null) return NOT_A_CAPITAL_USER
    const user = decodeCapitalUser(check.data)
    if (!user.exists) return NOT_A_CAPITAL_USER
    const accounts = await Promise.all(user.dealer_ids.map((id) => this.account(id)))
    return toCapitalStanding(accounts.filter((a): a is typeof CapitalAccountWire.Type => a !== null))
  }

  private async account(id: number): Promise<typeof CapitalAccountWire.Type | null> {
    const reply = await orNullWhenNotFound(() =>
      this.client.GET('/account/details/dealer/{id}', { params: { path: { id } } }),
    )
    return reply === null ? null : decodeCapitalAccount(reply.data)
  }
}
