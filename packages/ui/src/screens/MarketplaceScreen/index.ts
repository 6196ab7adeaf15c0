export type { MarketplaceScreenProps } from './MarketplaceScreen'
export { LISTING_PAGE_SIZE, MarketplaceScreen } from './MarketplaceScreen'
