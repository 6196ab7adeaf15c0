/** The selling area's screens (ADR 0019), imported as `@gavel/ui/areas/selling`. */

export { GuaranteedSaleScreen } from './GuaranteedSale/GuaranteedSaleScreen'
export { GsalePerformanceScreen } from './Performance/GsalePerformanceScreen'
export { PerformanceScreen } from './Performance/PerformanceScreen'
export { RunChangesSection, RunChangesView } from './RunChanges/RunChangesSection'
export { SavedAuctionScreen } from './SavedAuctionScreen/SavedAuctionScreen'
export { SavedAuctionsScreen, SendToAuctionScreen } from './SavedAuctionsScreen/SavedAuctionsScreen'
export { SellerOffersScreen } from './SellingLists/SellerOffersScreen'
export { ActiveSellingScreen, NegotiationsSellingScreen, SoldScreen } from './SellingLists/SellingScreens'
export { prefetchSavedAuctions } from './shared/sellingQueries'
