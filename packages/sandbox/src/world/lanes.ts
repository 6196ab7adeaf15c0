import type { Lane } from './types'

/**
 * Lanes (marketplace §3 Lane; lane sets live, no_reserve_preview, guaranteed_sale of shell §9) plus one private
 * lane and one event lane (marketplace §1). Fixed ids so stories and provider states can name them.
 */
export const LANE_IDS = { live: 1, noReservePreview: 2, guaranteedSale: 3, private: 4, event: 5 } as const

/** The private lane's invited dealerships: the buyer's and the multi-dealership persona's, plus a few others. */
const PRIVATE_MEMBERS = [101, 102, 106, 107, 108, 201, 202, 203, 204, 205]

export const createLanes = (): Lane[] => [
  {
    id: 1,
    displayName: 'Live Auctions',
    kind: 'live',
    canBid: true,
    canBuy: true,
    canProxyBid: true,
    canMakeOffer: true,
    memberDealerIds: null,
  },
  {
    id: 2,
    displayName: 'No Reserve Preview',
    kind: 'no_reserve_preview',
    canBid: true,
    canBuy: false,
    canProxyBid: true,
    canMakeOffer: false,
    memberDealerIds: null,
  },
  {
    id: 3,
    displayName: 'Guaranteed Sale',
    kind: 'guaranteed_sale',
    canBid: true,
    canBuy: true,
    canProxyBid: true,
    canMakeOffer: false,
    memberDealerIds: null,
  },
  {
    id: 4,
    displayName: 'Harbor Dealer Network (Private)',
    kind: 'private',
    canBid: true,
    canBuy: true,
    canProxyBid: true,
    canMakeOffer: true,
    memberDealerIds: PRIVATE_MEMBERS,
  },
  {
    id: 5,
    displayName: 'Spring Truck Event',
    kind: 'event',
    canBid: true,
    canBuy: true,
    canProxyBid: true,
    canMakeOffer: true,
    memberDealerIds: null,
  },
]

/** Whether a dealership may take part in a lane (private lanes: invited dealerships only). */
export const laneAdmits = (lane: Lane, dealerId: number | null): boolean =>
  lane.memberDealerIds === null || (dealerId !== null && lane.memberDealerIds.includes(dealerId))
