import { delay, HttpResponse, http, ws } from 'msw'
import { easyPassError, UNAUTHORIZED } from './kit/replies'
import { isContractRequest } from './operations'

/**
 * Failure scenarios named by behaviour (STYLE rule 16), for tests (`server.use(makeBidFail(409))`) and stories
 * (`parameters.msw.handlers`). They match any gateway base URL, so they need no configuration; put them before
 * the sandbox's handlers.
 */
export interface FailureOptions {
  /** The clock for `X-Server-Time`; default `Date.now`. */
  readonly now?: () => number
}

const headers = (options: FailureOptions) => ({ 'X-Server-Time': String((options.now ?? Date.now)()) })

const BID_FAILURES: Readonly<Record<number, readonly [detail: string, code: string]>> = {
  400: ['The request was malformed.', 'invalid_request'],
  401: [UNAUTHORIZED.detail, UNAUTHORIZED.code],
  403: ['Your dealership may not bid in this lane.', 'lane_not_allowed'],
  404: ['This auction does not exist.', 'not_found'],
  409: ['Your bid must be at least the next valid bid.', 'bid_too_low'],
  422: ['The bid amount must be a whole number of dollars.', 'amount_not_integer'],
}
const UNAVAILABLE = ['The service is temporarily unavailable. Please try again.', 'unavailable'] as const

/** Every bid answers `status` with the buying gateway's `[{detail, code}]` body. */
export const makeBidFail = (status = 409, options: FailureOptions = {}) =>
  http.post('*/auction/:id/bid', () => {
    const [detail, code] = BID_FAILURES[status] ?? UNAVAILABLE
    return HttpResponse.json(easyPassError(detail, code), { status, headers: headers(options) })
  })

/** The live listing answers `status` (default 500), so the listing shows its retrieval error. */
export const makeListingFail = (status = 500, options: FailureOptions = {}) =>
  http.post('*/bff/filters/auctions/buying/active', () =>
    HttpResponse.json(easyPassError(...UNAVAILABLE), { status, headers: headers(options) }),
  )

/** The live listing answers an empty page: no auction matches (empty states). */
export const makeListingEmpty = (options: FailureOptions = {}) =>
  http.post('*/bff/filters/auctions/buying/active', () =>
    HttpResponse.json({ results: [], total: 0, from: null }, { headers: headers(options) }),
  )

/** Hiding an auction answers `status` (default 500) with the search service's `{message}` body. */
export const makeHideFail = (status = 500, options: FailureOptions = {}) =>
  http.post('*/auction/hide_auction', () =>
    HttpResponse.json({ message: UNAVAILABLE[0] }, { status, headers: headers(options) }),
  )

/** Every contract call waits `ms` before the sandbox answers it (loading states, idle/offline cancellation). */
export const delayResponses = (ms: number) =>
  http.all('*', async ({ request }) => {
    if (isContractRequest(request)) await delay(ms)
    return undefined
  })

/** The realtime socket closes as soon as it opens (code 1011), so the client's reconnect path runs. */
export const dropRealtime = (url = '*/realtime') => {
  const link = ws.link(url)
  return link.addEventListener('connection', ({ client }) => {
    client.close(1011, 'sandbox: realtime dropped')
  })
}

/** The search gateway's `{message}` error body (contracts/openapi/search.yaml). */
const searchFailure = (status: number, options: FailureOptions) =>
  HttpResponse.json(
    { message: 'The search service is temporarily unavailable. Please try again.' },
    { status, headers: headers(options) },
  )

/** Reading the saved searches answers `status` (default 500), so the saved search list shows its error. */
export const makeSavedSearchesFail = (status = 500, options: FailureOptions = {}) =>
  http.get('*/saved_searches', () => searchFailure(status, options))

/** Creating a saved search answers `status` (default 500): the dialog keeps what was typed. */
export const makeSaveSearchFail = (status = 500, options: FailureOptions = {}) =>
  http.post('*/saved_search', () => searchFailure(status, options))
