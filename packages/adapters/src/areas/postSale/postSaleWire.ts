import {
  type AuctionId,
  auctionId,
  type DealerId,
  dealerId,
  dollars,
  type EpochMillis,
  epochMillis,
} from '@gavel/domain'
import type {
  ArbitrationAction,
  CheckoutOptions,
  DeliveryAddress,
  FinalizeReceipt,
  PostSaleProgress,
} from '@gavel/domain/areas/postSale'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

/** Wire shapes of contracts/openapi/buying.yaml (CheckoutOptions, FinalizeResult, ArbitrationActions, PostSaleProgress). */
const Id = Schema.Int.check(Schema.isGreaterThan(0))
const Whole = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Seconds = Schema.NullOr(Schema.Number)
const Status = Schema.Literals(['not_started', 'in_progress', 'done', 'needs_action'])

const CheckoutOptionsWire = Schema.Struct({
  auction_id: Id,
  dealer_id: Id,
  sale_price: Whole,
  payment_methods: Schema.Array(Schema.String),
  arbitration_plans: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, price: Whole })),
  serviceTypes: Schema.Array(Schema.String),
  vinsInfo: Schema.Array(
    Schema.Struct({ vin: Schema.String, make: Schema.String, model: Schema.String, year: Schema.Number }),
  ),
  transport_quote: Schema.NullOr(Whole),
})

const checkoutWire = decodeOrThrow(CheckoutOptionsWire, 'checkout options')
export const toCheckoutOptions = (payload: unknown): CheckoutOptions => {
  const w = checkoutWire(payload)
  return {
    auctionId: auctionId(w.auction_id),
    dealerId: dealerId(w.dealer_id),
    salePrice: dollars(w.sale_price),
    paymentMethods: w.payment_methods,
    arbitrationPlans: w.arbitration_plans.map((p) => ({ id: p.id, name: p.name, price: dollars(p.price) })),
    serviceTypes: w.serviceTypes,
    vehicles: w.vinsInfo,
    transportQuote: w.transport_quote === null ? null : dollars(w.transport_quote),
  }
}

const FinalizeResultWire = Schema.Struct({
  auction_id: Id,
  finalized: Schema.Boolean,
  payment_provider_name: Schema.String,
  transport_requested: Schema.Boolean,
})
const finalizeWire = decodeOrThrow(FinalizeResultWire, 'finalize')
export const toFinalizeReceipt = (payload: unknown): FinalizeReceipt => {
  const w = finalizeWire(payload)
  return {
    auctionId: auctionId(w.auction_id),
    paymentProviderName: w.payment_provider_name,
    transportRequested: w.transport_requested,
  }
}

const AddressWire = Schema.Struct({
  id: Id,
  name: Schema.String,
  street1: Schema.String,
  city: Schema.String,
  state: Schema.String,
  postalCode: Schema.String,
  isPrimary: Schema.Boolean,
})
const addressWire = decodeOrThrow(Schema.Array(AddressWire), 'dealership addresses')
/** Dealership addresses; postalCode is mapped to zipCode (marketplace §3). */
export const toDeliveryAddresses = (payload: unknown): readonly DeliveryAddress[] =>
  addressWire(payload).map((a) => ({
    id: a.id,
    name: a.name,
    street: a.street1,
    city: a.city,
    state: a.state,
    zipCode: a.postalCode,
    isPrimary: a.isPrimary,
  }))

const ActionsWire = Schema.Struct({
  actions: Schema.Array(Schema.Struct({ type: Schema.String, label: Schema.String, available: Schema.Boolean })),
})
const actionsWire = decodeOrThrow(ActionsWire, 'arbitration actions')
export const toArbitrationActions = (payload: unknown): readonly ArbitrationAction[] => actionsWire(payload).actions

const IssueWire = Schema.Struct({ id: Schema.Int })
const issueWire = decodeOrThrow(IssueWire, 'issue')
export const toComplaintId = (payload: unknown): number => issueWire(payload).id

const EvidenceWire = Schema.Struct({ file_key: Schema.String.check(Schema.isNonEmpty()) })
const evidenceWire = decodeOrThrow(EvidenceWire, 'evidence upload')
export const toEvidenceKey = (payload: unknown): string => evidenceWire(payload).file_key

const Step = { status: Status, updated_at: Seconds }
const ProgressWire = Schema.Struct({
  auction_id: Id,
  dealer_id: Id,
  finalized_at: Seconds,
  payment: Schema.Struct({
    ...Step,
    method: Schema.NullOr(Schema.String),
    amount: Schema.NullOr(Whole),
    invoice_id: Schema.NullOr(Schema.String),
  }),
  title: Schema.Struct({ ...Step, note: Schema.NullOr(Schema.String) }),
  transport: Schema.Struct({
    ...Step,
    request_id: Schema.NullOr(Schema.String),
    service_type: Schema.NullOr(Schema.String),
  }),
  arbitration: Schema.Struct({ ...Step, closes_at: Seconds }),
})
const progressWire = decodeOrThrow(ProgressWire, 'post-sale progress')
const ms = (s: number | null): EpochMillis | null => (s === null ? null : epochMillis(s * 1000))

export const toPostSaleProgress = (payload: unknown): PostSaleProgress => {
  const w = progressWire(payload)
  const id: AuctionId = auctionId(w.auction_id)
  const dealer: DealerId = dealerId(w.dealer_id)
  return {
    auctionId: id,
    dealerId: dealer,
    finalizedAt: ms(w.finalized_at),
    payment: {
      status: w.payment.status,
      at: ms(w.payment.updated_at),
      method: w.payment.method,
      amount: w.payment.amount === null ? null : dollars(w.payment.amount),
      invoiceId: w.payment.invoice_id,
    },
    title: { status: w.title.status, at: ms(w.title.updated_at), note: w.title.note },
    transport: {
      status: w.transport.status,
      at: ms(w.transport.updated_at),
      requestId: w.transport.request_id,
      serviceType: w.transport.service_type,
    },
    arbitration: {
      status: w.arbitration.status,
      at: ms(w.arbitration.updated_at),
      closesAt: ms(w.arbitration.closes_at),
    },
  }
}
