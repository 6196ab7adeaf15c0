import { auctionId, dealerId, dollars, epochMillis } from '@gavel/domain'
import type {
  CapitalAccount,
  CapitalInvoice,
  CapitalInvoiceList,
  CapitalLead,
  CreditBalance,
  FeeEligibility,
  FeeRangeCheck,
  FeeTier,
  LeadStatus,
  LineIncrease,
  OnboardingTask,
  PaymentReceipt,
} from '@gavel/domain/areas/capital'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

/** Schemas of contracts/openapi/capital.yaml the portal reads; wire names stop here (docs/style.md 20). */
const Money = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Seconds = Schema.Int
const ms = (seconds: number) => epochMillis(seconds * 1000)
const msOrNull = (seconds: number | null) => (seconds === null ? null : ms(seconds))

const LineIncreaseWire = Schema.Struct({
  id: Schema.Int,
  current_limit: Money,
  requested_limit: Money,
  status: Schema.Literals(['pending', 'approved', 'declined']),
  created_at: Seconds,
})
const AccountWire = Schema.Struct({
  dealer_id: Schema.Int,
  account_number: Schema.String,
  status: Schema.Literals(['active', 'onboarding', 'suspended']),
  product_line: Schema.String,
  credit_limit: Money,
  available_credit: Money,
  outstanding_balance: Money,
  open_invoice_count: Schema.Int,
  next_payment_due: Schema.NullOr(Seconds),
  pending_line_increase: Schema.NullOr(LineIncreaseWire),
})
const InvoiceWire = Schema.Struct({
  id: Schema.Int,
  auction_id: Schema.Int,
  dealer_id: Schema.Int,
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  status: Schema.Literals(['open', 'closed']),
  vehicle_amount: Money,
  fee: Money,
  total: Money,
  balance_due: Money,
  created_at: Seconds,
  due_date: Seconds,
  paid_at: Schema.NullOr(Seconds),
})
const InvoiceListWire = Schema.Struct({ invoices: Schema.Array(InvoiceWire), total_balance_due: Money })
const PaymentWire = Schema.Struct({
  payment_id: Schema.String,
  auction_id: Schema.Int,
  amount: Money,
  invoice: InvoiceWire,
})
const FeeScheduleWire = Schema.Struct({
  tiers: Schema.Array(Schema.Struct({ min_amount: Money, max_amount: Money, fee: Money })),
})
const FeeRangeWire = Schema.Struct({
  amount: Money,
  out_of_range: Schema.Boolean,
  min_amount: Money,
  max_amount: Money,
})
const EligibilityWire = Schema.Struct({ eligible: Schema.Boolean, reasons: Schema.Array(Schema.String) })
const AuctionFeeWire = Schema.Struct({ auction_id: Schema.Int, vehicle_amount: Money, fee: Money, total: Money })
const TasksWire = Schema.Struct({
  tasks: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      status: Schema.Literals(['todo', 'in_review', 'done']),
      due_date: Schema.NullOr(Seconds),
    }),
  ),
})
const CreditWire = Schema.Struct({
  balance: Money,
  message: Schema.NullOr(Schema.String),
  expires_at: Schema.NullOr(Seconds),
})
const LeadWire = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literals(['submitted', 'contacted', 'approved']),
  requested_amount: Schema.NullOr(Money),
  created_at: Seconds,
})
const LeadStatusWire = Schema.Struct({
  dealer_id: Schema.Int,
  eligible: Schema.Boolean,
  has_account: Schema.Boolean,
  lead: Schema.NullOr(LeadWire),
})

const toLineIncrease = (w: typeof LineIncreaseWire.Type): LineIncrease => ({
  id: w.id,
  currentLimit: dollars(w.current_limit),
  requestedLimit: dollars(w.requested_limit),
  status: w.status,
  createdAt: ms(w.created_at),
})
const toInvoice = (w: typeof InvoiceWire.Type): CapitalInvoice => ({
  id: w.id,
  auctionId: auctionId(w.auction_id),
  dealerId: dealerId(w.dealer_id),
  vehicle: { vin: w.vin, year: w.year, make: w.make, model: w.model },
  status: w.status,
  vehicleAmount: dollars(w.vehicle_amount),
  fee: dollars(w.fee),
  total: dollars(w.total),
  balanceDue: dollars(w.balance_due),
  createdAt: ms(w.created_at),
  dueDate: ms(w.due_date),
  paidAt: msOrNull(w.paid_at),
})
const toLead = (w: typeof LeadWire.Type): CapitalLead => ({
  id: w.id,
  status: w.status,
  requestedAmount: w.requested_amount === null ? null : dollars(w.requested_amount),
  createdAt: ms(w.created_at),
})

const decoded =
  <S extends Schema.ConstraintDecoder<unknown>, T>(schema: S, operation: string, map: (w: S['Type']) => T) =>
  (input: unknown): T =>
    map(decodeOrThrow(schema, operation)(input))

export const toCapitalAccount = decoded(
  AccountWire,
  'capital account details',
  (w): CapitalAccount => ({
    dealerId: dealerId(w.dealer_id),
    accountNumber: w.account_number,
    status: w.status,
    productLine: w.product_line,
    creditLimit: dollars(w.credit_limit),
    availableCredit: dollars(w.available_credit),
    outstandingBalance: dollars(w.outstanding_balance),
    openInvoiceCount: w.open_invoice_count,
    nextPaymentDue: msOrNull(w.next_payment_due),
    pendingLineIncrease: w.pending_line_increase === null ? null : toLineIncrease(w.pending_line_increase),
  }),
)
export const toInvoiceList = decoded(
  InvoiceListWire,
  'capital invoices',
  (w): CapitalInvoiceList => ({
    invoices: w.invoices.map(toInvoice),
    totalBalanceDue: dollars(w.total_balance_due),
  }),
)
export const toPaymentReceipt = decoded(
  PaymentWire,
  'capital payment',
  (w): PaymentReceipt => ({
    paymentId: w.payment_id,
    auctionId: auctionId(w.auction_id),
    amount: dollars(w.amount),
    invoice: toInvoice(w.invoice),
  }),
)
export const toFeeTiers = decoded(FeeScheduleWire, 'capital fee schedule', (w): readonly FeeTier[] =>
  w.tiers.map((t) => ({ minAmount: dollars(t.min_amount), maxAmount: dollars(t.max_amount), fee: dollars(t.fee) })),
)
export const toFeeRange = decoded(
  FeeRangeWire,
  'capital fee range',
  (w): FeeRangeCheck => ({
    amount: dollars(w.amount),
    outOfRange: w.out_of_range,
    minAmount: dollars(w.min_amount),
    maxAmount: dollars(w.max_amount),
  }),
)
export const toEligibility = decoded(
  EligibilityWire,
  'capital eligibility',
  (w): FeeEligibility => ({
    eligible: w.eligible,
    reasons: w.reasons,
  }),
)
export const toAuctionFee = decoded(AuctionFeeWire, 'capital auction fee', (w) => ({
  auctionId: auctionId(w.auction_id),
  vehicleAmount: dollars(w.vehicle_amount),
  fee: dollars(w.fee),
  total: dollars(w.total),
}))
export const toOnboardingTasks = decoded(TasksWire, 'capital onboarding tasks', (w): readonly OnboardingTask[] =>
  w.tasks.map((t) => ({ id: t.id, name: t.name, status: t.status, dueDate: msOrNull(t.due_date) })),
)
export const toCreditBalance = decoded(
  CreditWire,
  'capital credit balance',
  (w): CreditBalance => ({
    balance: dollars(w.balance),
    message: w.message,
    expiresAt: msOrNull(w.expires_at),
  }),
)
export const toLeadStatus = decoded(
  LeadStatusWire,
  'capital lead status',
  (w): LeadStatus => ({
    dealerId: dealerId(w.dealer_id),
    eligible: w.eligible,
    hasAccount: w.has_account,
    lead: w.lead === null ? null : toLead(w.lead),
  }),
)
export const toCapitalLead = decoded(LeadWire, 'capital lead', toLead)
export const toLineIncreaseRequest = decoded(LineIncreaseWire, 'capital line increase', toLineIncrease)
