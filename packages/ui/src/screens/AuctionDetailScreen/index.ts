export type { AuctionDetailScreenProps } from './AuctionDetailScreen'
export { AuctionDetailScreen, AuctionNotFoundTexts } from './AuctionDetailScreen'
export { parseAuctionId } from './parseAuctionId'
