export type { AuctionLightsProps } from './AuctionLights'
export { AuctionLights } from './AuctionLights'
