import { type OperationTable, operation } from '../client/operations.js'

/**
 * The one HTTP operation: `POST /graphql`. Its queries are search calls, retried up to 6 times (marketplace.md 9
 * "6 default for search calls"); override with `retry: { budgets: { graphql: n } }`. A data request, so it is
 * skipped while the user is idle ("Requests are skipped while the user is idle", marketplace.md 7).
 */
export const graphqlHttpOperations: OperationTable = {
  'POST /graphql': operation('graphql', { retries: 6 }),
}

const AUCTION_FIELDS = `id vin year make model trim odometer drivetrain transmission engine exterior_color status floor_price show_reserve
      start_price bid_count view_count start_time end_time purchase_now_price is_on_watch_list participant
      proxy_bid_interval
      high_bid { amount user_id dealer_id }
      seller { user_id dealer_id dealership_name }
      lane { id display_name kind can_bid can_buy can_proxy_bid can_make_offer }
      images { acv_large acv_medium acv_thumbnail }
      proxy_bid { amount is_persistent }
      permissions {
        can_bid can_buy can_proxy_bid can_make_offer can_negotiate can_finalize can_purchase_now can_remove_reserve
        can_download_bill_of_sale can_edit_persistent_proxy can_relaunch
      }`

/** The query texts of contracts/graphql/operations.graphql (a test keeps them equal). */
export const graphqlOperations = {
  FilteredAuctions: `query FilteredAuctions($filters: [FilterInput!]!, $savedSearchIds: [String!], $size: Int!, $sort: String, $from: String) {
  filteredAuctions(filters: $filters, savedSearchIds: $savedSearchIds, size: $size, sort: $sort, from: $from) {
    results {
      ${AUCTION_FIELDS}
    }
    total
    from
  }
}`,
  Counts: `query Counts($filters: [FilterInput!]!, $savedSearchIds: [String!]) {
  counts(filters: $filters, savedSearchIds: $savedSearchIds) {
    active activeUnfiltered all allUnfiltered allInventory allInventoryUnfiltered comingSoon comingSoonUnfiltered
    makeOffer makeOfferUnfiltered privateLane privateLaneUnfiltered watchList watchListUnfiltered
  }
}`,
  StateSortOptions: `query StateSortOptions {
  stateSortOptions {
    states { state label sorts { value label server_sort } }
    default_sort
  }
}`,
} as const
