import type { AuctionId, DealerId, Dollars, EpochMillis } from '../../model/ids'

/**
 * Capital (dealer credit) values (marketplace §3 "Capital: invoice, fee, account details, onboarding tasks, credit
 * balance, lead and line-increase requests"; field lists are our design, contracts/openapi/capital.yaml).
 */
export type CapitalAccountStatus = 'active' | 'onboarding' | 'suspended'

export interface LineIncrease {
  readonly id: number
  readonly currentLimit: Dollars
  readonly requestedLimit: Dollars
  readonly status: 'pending' | 'approved' | 'declined'
  readonly createdAt: EpochMillis
}

export interface CapitalAccount {
  readonly dealerId: DealerId
  readonly accountNumber: string
  readonly status: CapitalAccountStatus
  readonly productLine: string
  readonly creditLimit: Dollars
  readonly availableCredit: Dollars
  readonly outstandingBalance: Dollars
  readonly openInvoiceCount: number
  readonly nextPaymentDue: EpochMillis | null
  readonly pendingLineIncrease: LineIncrease | null
}

/** A capital invoice financing one purchase. */
export interface CapitalInvoice {
  readonly id: number
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly vehicle: { readonly vin: string; readonly year: number; readonly make: string; readonly model: string }
  readonly status: 'open' | 'closed'
  readonly vehicleAmount: Dollars
  readonly fee: Dollars
  readonly total: Dollars
  readonly balanceDue: Dollars
  readonly createdAt: EpochMillis
  readonly dueDate: EpochMillis
  readonly paidAt: EpochMillis | null
}

export interface CapitalInvoiceList {
  readonly invoices: readonly CapitalInvoice[]
  readonly totalBalanceDue: Dollars
}

/** What the capital service answered for one payment. */
export interface PaymentReceipt {
  readonly paymentId: string
  readonly auctionId: AuctionId
  readonly amount: Dollars
  readonly invoice: CapitalInvoice
}

export interface FeeTier {
  readonly minAmount: Dollars
  readonly maxAmount: Dollars
  readonly fee: Dollars
}

export interface FeeRangeCheck {
  readonly amount: Dollars
  readonly outOfRange: boolean
  readonly minAmount: Dollars
  readonly maxAmount: Dollars
}

export interface FeeEligibility {
  readonly eligible: boolean
  readonly reasons: readonly string[]
}

export interface OnboardingTask {
  readonly id: string
  readonly name: string
  readonly status: 'todo' | 'in_review' | 'done'
  readonly dueDate: EpochMillis | null
}

/** The credit banner's source: "Credit banner needs a message and a positive balance" (marketplace §5). */
export interface CreditBalance {
  readonly balance: Dollars
  readonly message: string | null
  readonly expiresAt: EpochMillis | null
}

export interface CapitalLead {
  readonly id: number
  readonly status: 'submitted' | 'contacted' | 'approved'
  readonly requestedAmount: Dollars | null
  readonly createdAt: EpochMillis
}

export interface LeadStatus {
  readonly dealerId: DealerId
  /** May apply: no account and no lead yet. */
  readonly eligible: boolean
  readonly hasAccount: boolean
  readonly lead: CapitalLead | null
}
