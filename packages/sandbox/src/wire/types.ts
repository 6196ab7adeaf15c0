import type { BuyingComponents, IdentityComponents } from '@gavel/sdk'

/** Wire shapes of ADR 0001, straight from the generated contract types. */
export type AuctionWire = BuyingComponents['schemas']['AuctionWire']
export type AuctionPermissionsWire = BuyingComponents['schemas']['AuctionPermissions']
export type BidResultWire = BuyingComponents['schemas']['BidResultWire']
export type EasyPassErrors = BuyingComponents['schemas']['EasyPassErrors']
export type ListingQuery = BuyingComponents['schemas']['ListingQuery']
export type ListingPage = BuyingComponents['schemas']['ListingPage']
export type AuctionCounts = BuyingComponents['schemas']['AuctionCounts']
export type UserWire = IdentityComponents['schemas']['UserWire']
export type DealershipWire = IdentityComponents['schemas']['DealershipWire']
export type SettingWire = IdentityComponents['schemas']['SettingWire']
export type LoginResult = IdentityComponents['schemas']['LoginResult']
export type TokenPairWire = IdentityComponents['schemas']['TokenPair']
