import { Schema } from 'effect'

/** The ways a dealership can pay for purchases (ADR 0034): ACH from the bank account on file, check, floor plan. */
export const PaymentKind = Schema.Literals(['ach', 'check', 'floorplan'])
export type PaymentKind = typeof PaymentKind.Type

/** One way of paying, with a masked detail (never a full account number) or the server's reason it can't be chosen. */
export const PaymentOption = Schema.Struct({
  kind: PaymentKind,
  label: Schema.String,
  detail: Schema.NullOr(Schema.String),
  available: Schema.Boolean,
  unavailableReason: Schema.NullOr(Schema.String),
})
export type PaymentOption = typeof PaymentOption.Type

/** A dealership's default payment method and every way on offer (ADR 0034). */
export const PaymentMethod = Schema.Struct({
  dealerId: Schema.Int,
  current: PaymentKind,
  options: Schema.Array(PaymentOption),
})
export type PaymentMethod = typeof PaymentMethod.Type
