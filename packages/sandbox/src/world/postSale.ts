import { areaState } from './areaState'
import type { Auction } from './types'

/** How long after the auction ends the buyer may open an arbitration claim (the arbitration actions' window). */
export const ARBITRATION_WINDOW_MS = 7 * 24 * 3_600_000

/**
 * The clock of the post-sale steps (docs/adr/0023): after a finalize at `at`, each step moves on by itself as the
 * engine's time passes. Our design, tuned so a demo sees every step move within half an hour.
 */
export const POST_SALE_CLOCK = {
  /** A floor plan payment is processed this long after finalizing (ACH and capital settle at once). */
  floorPlanSettlesMs: 2 * 60_000,
  /** A check is awaited (needs action) this long, then cashed. */
  checkArrivesMs: 10 * 60_000,
  /** The seller's title arrives this long after finalizing. */
  titleArrivesMs: 3 * 60_000,
  /** A requested transport job delivers this long after finalizing. */
  transportDeliversMs: 15 * 60_000,
} as const

export interface EvidenceRecord {
  readonly key: string
  readonly auctionId: number
  readonly userId: number
  readonly name: string
  readonly size: number
}

/** The post-sale area's own state: evidence files uploaded for complaints. */
export interface PostSaleState {
  readonly evidence: Map<string, EvidenceRecord>
}

export const postSaleState = (owner: object): PostSaleState =>
  areaState(owner, 'postSale', () => ({ evidence: new Map() }))

export type StepStatus = 'not_started' | 'in_progress' | 'done' | 'needs_action'

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000))

export interface FinalizedFacts {
  readonly at: number
  readonly paymentProviderName: string
  readonly transportRequested: boolean
  readonly serviceType: string | null
}

/** The post-sale progress wire of an auction at `now` (contracts/openapi/buying.yaml PostSaleProgress). */
export const postSaleProgress = (
  auction: Auction,
  dealerId: number,
  amount: number,
  done: FinalizedFacts | null,
  now: number,
) => {
  const closesAt = auction.endTime + ARBITRATION_WINDOW_MS
  if (done === null) {
    return {
      auction_id: auction.id,
      dealer_id: dealerId,
      finalized_at: null,
      payment: { status: 'not_started' as StepStatus, updated_at: null, method: null, amount: null, invoice_id: null },
      title: { status: 'not_started' as StepStatus, updated_at: null, note: null },
      transport: { status: 'not_started' as StepStatus, updated_at: null, request_id: null, service_type: null },
      arbitration: { status: 'not_started' as StepStatus, updated_at: null, closes_at: seconds(closesAt) },
    }
  }
  const since = now - done.at
  const method = done.paymentProviderName
  const settle =
    method === 'check'
      ? POST_SALE_CLOCK.checkArrivesMs
      : method === 'floor_plan'
        ? POST_SALE_CLOCK.floorPlanSettlesMs
        : 0
  const paid = since >= settle
  const payment = {
    status: (paid ? 'done' : method === 'check' ? 'needs_action' : 'in_progress') as StepStatus,
    updated_at: seconds(paid ? done.at + settle : done.at),
    method,
    amount,
    invoice_id: `INV-${auction.id}`,
  }
  const titleIn = since >= POST_SALE_CLOCK.titleArrivesMs
  const title = {
    status: (titleIn ? 'done' : 'in_progress') as StepStatus,
    updated_at: seconds(titleIn ? done.at + POST_SALE_CLOCK.titleArrivesMs : done.at),
    note: titleIn ? 'The title was received and is on its way to you.' : 'The seller is sending the title.',
  }
  const delivered = since >= POST_SALE_CLOCK.transportDeliversMs
  const transport = done.transportRequested
    ? {
        status: (delivered ? 'done' : 'in_progress') as StepStatus,
        updated_at: seconds(delivered ? done.at + POST_SALE_CLOCK.transportDeliversMs : done.at),
        request_id: `TR-${auction.id}`,
        service_type: done.serviceType,
      }
    : { status: 'not_started' as StepStatus, updated_at: null, request_id: null, service_type: null }
  const open = now < closesAt
  const arbitration = {
    status: (open ? 'in_progress' : 'done') as StepStatus,
    updated_at: seconds(open ? done.at : closesAt),
    closes_at: seconds(closesAt),
  }
  return {
    auction_id: auction.id,
    dealer_id: dealerId,
    finalized_at: seconds(done.at),
    payment,
    title,
    transport,
    arbitration,
  }
}
