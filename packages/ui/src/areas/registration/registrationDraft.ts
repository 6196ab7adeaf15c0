import type { AuctionAccessAccount } from '@gavel/domain'

/** What the registration form found, carried to the dealerships step (docs/adr/0026). */
export interface RegistrationDraft {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  /** 10 digits, or null. */
  readonly phone: string | null
  readonly auctionAccessId: string
  readonly account: AuctionAccessAccount
}
