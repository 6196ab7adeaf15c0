/** The path of every operation the handlers answer (contracts/openapi/identity.yaml and buying.yaml). */
const OPERATION_PATHS: readonly RegExp[] = [
  /\/api\/legacylogin\/v2$/,
  /\/api\/login$/,
  /\/api\/v2\/tokenrefresh$/,
  /\/bff\/identity\/user\/logout$/,
  /\/api\/(passwordreset(\/request)?|sso|user\/exists|user\/saga|user)$/,
  /\/user\/login_data$/,
  /\/user\/[^/]+$/,
  /\/api\/feature_flags$/,
  /\/bff\/filters\/auctions\/buying\/(active|counts)$/,
  /\/bff\/auctions\/buying\/search\/auction\/[^/]+$/,
  /\/auction\/[^/]+\/bid$/,
  /\/filters\/(filter_options|trim_options|condition_options|states_and_sorts)$/,
  /\/search\/(filters|suggestions|ended)$/,
  /\/saved_search(es|\/[^/]+)?$/,
  /\/recent-search\/create$/,
  /\/watchlist\/saved_auction\/[^/]+$/,
  /\/auction\/hide_auction$/,
  /\/bff\/filters\/auctions\/buying\/(run_list|no_reserve_preview|private_lane\/[^/]+|ended|cross_lane_promotion|auctions|counts_v2|watchlist)$/,
  /\/bff\/filters\/auctions\/buying\/(active|run_list|no_reserve_preview|make_offer)\/recommended$/,
  /\/bff\/auctions\/buying\/search\/(won\/dashboard|list_by_id)$/,
  /\/api\/acvapi\/v3\/(auctions\/to_finalize|auction\/statuses)$/,
  /\/auctions\/preview\/(future_)?launch_windows$/,
  /\/auction\/[^/]+\/(notification_info|proxy_bid_info|post_auction_info|documents\/bill_of_sale|offers|view_count|persistent_proxy_bid|reserve|buyer\/[^/]+)$/,
  /\/bff\/auction\/[^/]+\/offers$/,
  /\/dealership\/[^/]+\/performance_info$/,
  /\/buyer\/valid_dealerships$/,
  /\/bff\/orders\/([^/]+\/checkout_options\/[^/]+|finalize\/[^/]+)$/,
  /\/bff\/arbitrations\/actions\/[^/]+$/,
  /\/bff\/orders\/[^/]+\/post_sale$/,
  /\/bff\/arbitrations\/[^/]+\/evidence$/,
  /\/issues$/,
  /\/api\/acvapi\/v1\/vehicle\/[^/]+\/carfax$/,
  /\/auctions\/(run_list|dealers_can_claim|[^/]+\/claim)$/,
  /\/graphql$/,
]

/** Whether a request is for one of the contracts' operations (whatever the gateway's base URL). */
export const isContractRequest = (request: Request): boolean => {
  const path = new URL(request.url).pathname
  return OPERATION_PATHS.some((p) => p.test(path))
}
