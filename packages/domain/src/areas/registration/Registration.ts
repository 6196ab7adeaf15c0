import type { AuctionAccessAccount } from '../../model/savedSearch'
import { createPortId } from '../../ports/portId'

/** What a registrant sends (docs/adr/0026): who they are, their auction-access number, the dealership they join. */
export interface RegistrationRequest {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  /** 10 digits, or null. */
  readonly phone: string | null
  readonly auctionAccessId: string
  readonly organizationExternalId: string
}

/**
 * Self-registration on the identity gateway (shell §7: api/user/exists, api/user/saga with organizationExternalId;
 * docs/adr/0026 for the auction-access lookup). `findAccount` resolves null when no account has that number and
 * last name; `register` rejects with ActionRejected carrying the gateway's reason (a taken e-mail, a blocking
 * issue on the account, a dealership not on it).
 */
export interface Registration {
  emailTaken(email: string): Promise<boolean>
  findAccount(input: {
    readonly auctionAccessId: string
    readonly lastName: string
  }): Promise<AuctionAccessAccount | null>
  register(request: RegistrationRequest): Promise<void>
}
export const Registration = createPortId<Registration>('registration')
