import { type OperationTable, operation } from '../client/operations.js'

/**
 * The buying gateway's operations (contracts/openapi/buying.yaml) with the spec's retry budgets
 * (marketplace.md 9): search calls, bids and offers 6, syncing and auction refetch 3. Writes are not retried unless
 * repeating them changes nothing (a view count is not worth a retry; bids and offers carry an Idempotency-Key).
 */
export const buyingOperations: OperationTable = {
  'POST /bff/filters/auctions/buying/active': operation('listActiveAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/counts': operation('countAuctions', { retries: 6 }),
  'GET /bff/auctions/buying/search/auction/{id}': operation('getAuction', { retries: 3 }),
  'POST /auction/{id}/bid': operation('placeBid', { retries: 6, idempotent: true }),
  // Buying BFF listings (search calls: 6)
  'POST /bff/filters/auctions/buying/run_list': operation('listRunListAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/no_reserve_preview': operation('listNoReservePreviewAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/private_lane/{id}': operation('listPrivateLaneAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/ended': operation('listEndedAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/cross_lane_promotion': operation('listCrossLanePromotions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/auctions': operation('listAllAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/counts_v2': operation('countAuctionsV2', { retries: 6 }),
  'POST /bff/filters/auctions/buying/active/recommended': operation('listRecommendedActiveAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/run_list/recommended': operation('listRecommendedRunListAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/no_reserve_preview/recommended': operation(
    'listRecommendedNoReservePreviewAuctions',
    { retries: 6 },
  ),
  'POST /bff/filters/auctions/buying/make_offer/recommended': operation('listRecommendedMakeOfferAuctions', {
    retries: 6,
  }),
  'GET /bff/filters/auctions/buying/watchlist': operation('listWatchlist', { retries: 6 }),
  'GET /bff/auctions/buying/search/won/dashboard': operation('getWonDashboard', { retries: 3 }),
  'POST /bff/auctions/buying/search/list_by_id': operation('listAuctionsById', { retries: 3 }),
  'GET /api/acvapi/v3/auctions/to_finalize': operation('listAuctionsToFinalize', { retries: 3 }),
  'GET /auctions/preview/launch_windows': operation('listLaunchWindows', { retries: 3 }),
  'GET /auctions/preview/future_launch_windows': operation('listFutureLaunchWindows', { retries: 3 }),
  // Single auction
  'POST /api/acvapi/v3/auction/statuses': operation('getAuctionStatuses', { retries: 3 }),
  'GET /auction/{id}/notification_info': operation('getNotificationInfo', { retries: 3 }),
  'GET /auction/{id}/proxy_bid_info': operation('getProxyBidInfo', { retries: 3 }),
  'GET /buying_limits': operation('getBuyingLimits', { retries: 3 }),
  'GET /auction/{id}/post_auction_info': operation('getPostAuctionInfo', { retries: 3 }),
  'GET /auction/{id}/documents/bill_of_sale': operation('downloadBillOfSale', { retries: 3 }),
  'GET /dealership/{id}/performance_info': operation('getDealershipPerformance', { retries: 3 }),
  'POST /auction/{id}/offers': operation('makeOffer', { retries: 6, idempotent: true }),
  'POST /bff/auction/{id}/offers': operation('makeOfferBff', { retries: 6, idempotent: true }),
  'POST /auction/{id}/view_count': operation('recordAuctionView'),
  'PUT /auction/{id}/persistent_proxy_bid': operation('setPersistentProxyBid'),
  'DELETE /auction/{id}/persistent_proxy_bid': operation('cancelPersistentProxyBid'),
  'DELETE /auction/{id}/reserve': operation('removeReserve'),
  'POST /auction/{id}/buyer/{dealerId}': operation('setAuctionBuyer', { retries: 3 }),
  'POST /buyer/valid_dealerships': operation('listValidBuyerDealerships', { retries: 3 }),
  'GET /bff/orders/{id}/checkout_options/{dealerId}': operation('getCheckoutOptions', { retries: 3 }),
  'PUT /bff/orders/finalize/{id}': operation('finalizeOrder'),
  'GET /bff/arbitrations/actions/{id}': operation('getArbitrationActions', { retries: 3 }),
  'POST /issues': operation('reportIssue'),
  'GET /bff/orders/{id}/post_sale': operation('getPostSaleProgress', { retries: 3 }),
  'POST /bff/arbitrations/{id}/evidence': operation('uploadArbitrationEvidence'),
  'GET /api/acvapi/v1/vehicle/{vin}/carfax': operation('getCarfax', { retries: 3 }),
  // Run list (polled every 60 s) and claims
  'GET /auctions/run_list': operation('getRunList', { retries: 3 }),
  'GET /auctions/dealers_can_claim': operation('listDealersCanClaim', { retries: 3 }),
  'POST /auctions/{id}/claim': operation('claimAuction'),
  'DELETE /auctions/{id}/claim': operation('releaseAuctionClaim'),
}
