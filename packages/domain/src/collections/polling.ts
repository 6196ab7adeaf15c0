import type { Auction } from '../model/auction'
import { isInNegotiation } from '../rules/statusGroups'

/**
 * An auction is polled when it is active, or in negotiation and the user is a participant or can negotiate
 * (marketplace §4). Status polling runs every 10 s (marketplace §9).
 */
export const isPolled = (auction: Auction): boolean =>
  auction.status === 'active' ||
  (isInNegotiation(auction.status) && (auction.participant || auction.permissions.canNegotiate))
