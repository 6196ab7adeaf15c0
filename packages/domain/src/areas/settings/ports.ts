import type { Auction } from '../../model/auction'
import { createPortId } from '../../ports/portId'
import type { AddressDraft, DealershipAddress } from './address'
import type { PaymentKind, PaymentMethod } from './paymentMethod'
import type { DealershipProfile, Profile, ProfileChange, SmsSettings, UserSetting } from './profile'
import type { BidApproval, TeamInvite, TeamLimits, TeamMember, TeamRole } from './team'

/** A dealership's addresses (organization service; read page by page, 100 a page, while there is a next page). */
export interface DealershipAddresses {
  list(dealerId: number): Promise<readonly DealershipAddress[]>
  get(addressId: number): Promise<DealershipAddress>
  add(dealerId: number, draft: AddressDraft): Promise<DealershipAddress>
  update(addressId: number, draft: AddressDraft): Promise<DealershipAddress>
}
export const DealershipAddresses = createPortId<DealershipAddresses>('settings.dealership-addresses')

/** A dealership's team and its buying limits (ADR 0025). */
export interface DealershipTeam {
  list(dealerId: number): Promise<readonly TeamMember[]>
  invite(dealerId: number, invite: TeamInvite): Promise<TeamMember>
  change(dealerId: number, userId: number, change: { role?: TeamRole; limits?: TeamLimits }): Promise<TeamMember>
  remove(dealerId: number, userId: number): Promise<void>
}
export const DealershipTeam = createPortId<DealershipTeam>('settings.dealership-team')

/** Bid approval requests of a dealership (ADR 0025): an admin answers one in one call. */
export interface BidApprovals {
  list(dealerId: number): Promise<readonly BidApproval[]>
  answer(dealerId: number, requestId: number, decision: 'approve' | 'decline'): Promise<BidApproval>
}
export const BidApprovals = createPortId<BidApprovals>('settings.bid-approvals')

/** The user's own profile, settings, SMS settings and key-value store (marketplace §7 User settings). */
export interface AccountSettings {
  updateProfile(change: ProfileChange): Promise<Profile>
  settings(): Promise<readonly UserSetting[]>
  saveSettings(settings: readonly UserSetting[]): Promise<readonly UserSetting[]>
  sms(): Promise<SmsSettings>
  saveSms(sms: SmsSettings): Promise<SmsSettings>
  value(key: string): Promise<string | null>
  setValue(key: string, value: string | null): Promise<void>
}
export const AccountSettings = createPortId<AccountSettings>('settings.account-settings')

/** A dealership's public facts and logo (organization/{id}; myacv dealership logo). */
export interface DealershipProfiles {
  get(dealerId: number): Promise<DealershipProfile>
}
export const DealershipProfiles = createPortId<DealershipProfiles>('settings.dealership-profiles')

/**
 * Every proxy and persistent proxy bid of the user (settings' proxy bids page): the auctions of the pending proxy,
 * persistent proxy and active buying lists on which the user holds a proxy, soonest end first.
 */
export interface ProxyBids {
  mine(): Promise<readonly Auction[]>
}
export const ProxyBids = createPortId<ProxyBids>('settings.proxy-bids')

/** A dealership's default payment method (ADR 0034): its admins read it and change it. */
export interface PaymentMethods {
  get(dealerId: number): Promise<PaymentMethod>
  setDefault(dealerId: number, kind: PaymentKind): Promise<PaymentMethod>
}
export const PaymentMethods = createPortId<PaymentMethods>('settings.payment-methods')
