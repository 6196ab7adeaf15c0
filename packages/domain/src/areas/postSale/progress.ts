import type { AuctionId, DealerId, Dollars, EpochMillis } from '../../model/ids'

/** A post-sale step's state (ADR 0029 "post-sale timeline steps"). */
export type StepStatus = 'not_started' | 'in_progress' | 'done' | 'needs_action'

export interface StepState {
  readonly status: StepStatus
  /** When the step last changed; null when it has not started. */
  readonly at: EpochMillis | null
}

/**
 * Where one purchase stands after the win (docs/adr/0023, GET bff/orders/{id}/post_sale): payment (the invoice),
 * title, transport job and the arbitration window.
 */
export interface PostSaleProgress {
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly finalizedAt: EpochMillis | null
  readonly payment: StepState & {
    readonly method: string | null
    readonly amount: Dollars | null
    readonly invoiceId: string | null
  }
  readonly title: StepState & { readonly note: string | null }
  readonly transport: StepState & { readonly requestId: string | null; readonly serviceType: string | null }
  readonly arbitration: StepState & { readonly closesAt: EpochMillis | null }
}

/** One thing the buyer may do about a purchase (marketplace §7 GET bff/arbitrations/actions/{id}?dealer_id). */
export interface ArbitrationAction {
  readonly type: string
  readonly label: string
  readonly available: boolean
}

/** The arbitration action that opens a claim (the sandbox's and our contract's type name). */
export const OPEN_CLAIM_ACTION = 'open_claim'
