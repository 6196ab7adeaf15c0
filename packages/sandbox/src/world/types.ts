/**
 * The sandbox's own records (camelCase, milliseconds). They are the marketplace's state; the wire shapes of
 * ADR 0001 are derived from them in `src/wire/`. The engine mutates them; nothing outside the sandbox sees them.
 */
export type DealershipType = 1 | 2 | 3 | 4 | 5
export type MemberType = 'rep' | 'admin' | 'backoffice'
export type Role = 'vci' | 'tool_user' | 'user' | 'readonly' | 'billing_manager'
export type LaneKind = 'live' | 'no_reserve_preview' | 'guaranteed_sale' | 'private' | 'event'
export type AuctionStatus =
  | 'active'
  | 'awaiting_acceptance'
  | 'counter_accepted'
  | 'counter_declined'
  | 'counter_original_accepted'
  | 'counter_original_declined'
  | 'counter_sent'
  | 'ended_accepted'
  | 'ended_declined'
  | 'ended_killed'
  | 'ended_nobid'
  | 'ended_seller_timeout'
  | 'ended_unwound'
  | 'negotiation'
  | 'run_list'
  | 'preview'
  | 'staging'

export interface Dealership {
  readonly id: number
  readonly name: string
  readonly type: DealershipType
  active: boolean
  readonly city: string
  readonly region: string
  readonly zipCode: string
  readonly multibuyer: boolean
  readonly logoUri: string | null
}

export interface Membership {
  readonly dealerId: number
  readonly memberType: MemberType
  readonly isPrimaryContact: boolean
  readonly isBillingContact: boolean
}

export interface Setting {
  readonly category: string
  readonly key: string
  value: string
}

export interface User {
  readonly id: number
  readonly email: string
  readonly password: string
  readonly firstName: string
  readonly lastName: string
  readonly role: Role
  readonly appRoles: readonly string[]
  active: boolean
  readonly zipCode: string | null
  readonly defaultDealerId: number | null
  readonly isVci: boolean
  readonly memberships: readonly Membership[]
  readonly flags: Record<string, boolean>
  readonly settings: Setting[]
  /** A demo persona's key (`buyer`, `seller`, ...); undefined for the dealers who bid in the background. */
  readonly persona?: string
}

export interface Lane {
  readonly id: number
  readonly displayName: string
  readonly kind: LaneKind
  readonly canBid: boolean
  readonly canBuy: boolean
  readonly canProxyBid: boolean
  readonly canMakeOffer: boolean
  /** Private lanes: the dealerships invited; everyone else sees it but may not bid. */
  readonly memberDealerIds: readonly number[] | null
}

export interface Vehicle {
  readonly vin: string
  readonly year: number
  readonly make: string
  readonly model: string
  readonly trim: string | null
  readonly engine: string | null
  readonly drivetrain: string | null
  readonly transmission: string | null
  readonly exteriorColor: string | null
  readonly colorHex: string
  readonly odometer: number
}

export interface Bid {
  readonly amount: number
  readonly userId: number
  readonly dealerId: number
  readonly at: number
  readonly proxy: boolean
}

export interface ProxyBid {
  readonly userId: number
  readonly dealerId: number
  max: number
  persistent: boolean
  readonly placedAt: number
}

export interface Auction {
  readonly id: number
  readonly vehicle: Vehicle
  status: AuctionStatus
  readonly laneId: number
  floorPrice: number | null
  readonly showReserve: boolean
  readonly startPrice: number
  /** Every accepted bid, oldest first; the last one is the high bid. */
  readonly bids: Bid[]
  readonly proxies: ProxyBid[]
  viewCount: number
  /** Epoch milliseconds, whole seconds. */
  startTime: number
  endTime: number
  readonly purchaseNowPrice: number | null
  readonly sellerUserId: number
  readonly sellerDealerId: number
  readonly watcherUserIds: number[]
  /** The TWO_MIN message was sent. */
  twoMinuteWarned: boolean
}

export interface World {
  readonly seed: number
  /** Engine clock (epoch ms) when the world was created; every time in it is relative to this. */
  readonly createdAt: number
  readonly dealerships: Map<number, Dealership>
  readonly users: Map<number, User>
  readonly lanes: Map<number, Lane>
  readonly auctions: Map<number, Auction>
  nextAuctionId: number
}
