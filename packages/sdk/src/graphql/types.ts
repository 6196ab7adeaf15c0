import type { components as buying } from '../generated/buying.js'
import type { components as search } from '../generated/search.js'

/** The body POSTed to `{baseUrl}/graphql`. */
export interface GraphqlRequest {
  readonly query: string
  readonly variables?: Readonly<Record<string, unknown>>
  readonly operationName?: string
}

/** One entry of a GraphQL `errors` array. */
export interface GraphqlError {
  readonly message: string
  readonly path?: readonly (string | number)[]
  readonly extensions?: { readonly code?: string } & Readonly<Record<string, unknown>>
}

/** What the endpoint answers. */
export interface GraphqlResponse<T = unknown> {
  readonly data?: T | null
  readonly errors?: readonly GraphqlError[]
}

/** `filteredAuctions` answers the REST listing page (contracts/graphql/schema.graphql AuctionPage). */
export type GraphqlAuctionPage = buying['schemas']['ListingPage']

type Tab = 'active' | 'all' | 'allInventory' | 'comingSoon' | 'makeOffer' | 'privateLane' | 'watchList'

/** "counts (active, all, allInventory, comingSoon, makeOffer, privateLane, watchList, each with unfiltered variants)". */
export type GraphqlCounts = { readonly [K in Tab]: number } & { readonly [K in `${Tab}Unfiltered`]: number }

/** Data of the operations in contracts/graphql/operations.graphql, by operation name. */
export interface GraphqlData {
  readonly FilteredAuctions: { readonly filteredAuctions: GraphqlAuctionPage }
  readonly Counts: { readonly counts: GraphqlCounts }
  readonly StateSortOptions: { readonly stateSortOptions: search['schemas']['StatesAndSorts'] }
}
