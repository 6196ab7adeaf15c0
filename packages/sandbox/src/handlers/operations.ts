/** The path of every operation the handlers answer (contracts/openapi/identity.yaml and buying.yaml). */
const OPERATION_PATHS: readonly RegExp[] = [
  /\/api\/legacylogin\/v2$/,
  /\/api\/login$/,
  /\/api\/v2\/tokenrefresh$/,
  /\/bff\/identity\/user\/logout$/,
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
]

/** Whether a request is for one of the contracts' operations (whatever the gateway's base URL). */
export const isContractRequest = (request: Request): boolean => {
  const path = new URL(request.url).pathname
  return OPERATION_PATHS.some((p) => p.test(path))
}
