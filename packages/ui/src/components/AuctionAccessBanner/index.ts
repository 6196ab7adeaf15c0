export type { AuctionAccessBannerProps } from './AuctionAccessBanner'
export { AuctionAccessBanner, AuctionAccessBannerTexts } from './AuctionAccessBanner'
