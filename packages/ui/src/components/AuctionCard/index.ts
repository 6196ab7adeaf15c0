export type { AuctionCardProps } from './AuctionCard'
export { AuctionCard } from './AuctionCard'
export { bidCountText, odometerText, vehicleTitle } from './vehicleTitle'
