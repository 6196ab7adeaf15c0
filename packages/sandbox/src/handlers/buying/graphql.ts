import { getResponse, HttpResponse, http, type RequestHandler } from 'msw'
import type { HandlerContext } from '../kit/context'
import { serverTime, UNAUTHORIZED } from '../kit/replies'
import { asRecord, bearerUser, readJson } from '../kit/request'
import { parseOperation, type RootField } from './graphqlQuery'

interface GraphqlError {
  readonly message: string
  readonly path?: readonly string[]
  readonly extensions?: { readonly code: string }
}

/** Calls one REST operation of the same world with the GraphQL request's headers. */
type Forward = (url: string, method: 'GET' | 'POST', body?: unknown) => Promise<Response | undefined>

const TABS = ['active', 'all', 'allInventory', 'comingSoon', 'makeOffer', 'privateLane', 'watchList'] as const

/** FilterInput → the REST ListingFilter: `values` becomes an array `value`. */
const toListingFilter = (filter: unknown) => {
  const { values, ...rest } = asRecord(filter)
  return values === undefined || values === null ? rest : { ...rest, value: values }
}

const listingBody = (variables: Record<string, unknown>, size: unknown) => ({
  filters: Array.isArray(variables.filters) ? variables.filters.map(toListingFilter) : variables.filters,
  size,
  ...Object.fromEntries(
    ['savedSearchIds', 'sort', 'from'].flatMap((key) => (variables[key] == null ? [] : [[key, variables[key]]])),
  ),
})

/** counts_v2's `{active: {filtered, unfiltered}}` → `{active, activeUnfiltered}` (schema.graphql Counts). */
const flattenCounts = (value: unknown) =>
  Object.fromEntries(
    TABS.flatMap((tab) => {
      const count = asRecord(asRecord(value)[tab])
      return [
        [tab, count.filtered],
        [`${tab}Unfiltered`, count.unfiltered],
      ]
    }),
  )

/** The message of a REST error body: easy-pass `[{detail}]` or `{message}`. */
const messageOf = async (response: Response): Promise<string> => {
  const body: unknown = await response.json().catch(() => undefined)
  const first = Array.isArray(body) ? asRecord(body[0]).detail : asRecord(body).message
  return typeof first === 'string' ? first : `The gateway answered ${response.status}.`
}

/**
 * `POST {buying}/graphql` (marketplace §7 "GraphQL"; contracts/graphql/schema.graphql), hand-rolled (no GraphQL
 * library): each root field is answered by the REST operation of the same meaning — filteredAuctions by the active
 * listing, counts by counts_v2, stateSortOptions by the search gateway's states_and_sorts — so both read one world.
 * A REST failure becomes an entry of `errors` with `data` null (shell §8 "Graphql errors array"); without a valid
 * bearer the answer is HTTP 401 coded UNAUTHENTICATED ("GraphQL 401"). Subscriptions are refused: live updates
 * come over the realtime websocket.
 */
export const graphqlHandlers = (
  { engine, baseUrls }: HandlerContext,
  rest: () => readonly RequestHandler[],
): RequestHandler[] => {
  const answer = (status: number, body: { data?: unknown; errors?: readonly GraphqlError[] }) =>
    HttpResponse.json(body, { status, ...serverTime(engine.now()) })
  return [
    http.post(`${baseUrls.buying}/graphql`, async ({ request }) => {
      if (!bearerUser(engine, request))
        return answer(401, { errors: [{ message: UNAUTHORIZED.detail, extensions: { code: 'UNAUTHENTICATED' } }] })
      const body = asRecord(await readJson(request))
      if (typeof body.query !== 'string')
        return answer(400, { errors: [{ message: 'A GraphQL request needs a query string.' }] })
      const variables = asRecord(body.variables)
      const operation = parseOperation(body.query)
      if (operation.kind === 'subscription')
        return answer(200, {
          data: null,
          errors: [{ message: 'Subscriptions are served over the realtime websocket, not over HTTP.' }],
        })
      if (operation.kind === 'unknown')
        return answer(200, {
          data: null,
          errors: [{ message: 'The sandbox answers the root fields filteredAuctions, counts and stateSortOptions.' }],
        })
      const forward: Forward = (url, method, payload) => {
        const headers = new Headers(request.headers)
        headers.set('content-type', 'application/json')
        return getResponse(
          [...rest()],
          new Request(url, {
            method,
            headers,
            ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
          }),
        )
      }
      const data: Record<string, unknown> = {}
      const errors: GraphqlError[] = []
      for (const field of operation.fields) {
        const resolved = await resolveField(field, variables, forward, baseUrls)
        if (resolved.response?.ok) data[field] = resolved.shape(await resolved.response.json())
        else
          errors.push({
            message: resolved.response ? await messageOf(resolved.response) : `No resolver for ${field}.`,
            path: [field],
          })
      }
      return answer(200, errors.length > 0 ? { data: null, errors } : { data })
    }),
  ]
}

const resolveField = async (
  field: RootField,
  variables: Record<string, unknown>,
  forward: Forward,
  baseUrls: HandlerContext['baseUrls'],
): Promise<{ response: Response | undefined; shape: (value: unknown) => unknown }> => {
  const same = (value: unknown) => value
  switch (field) {
    case 'filteredAuctions':
      return {
        response: await forward(
          `${baseUrls.buying}/bff/filters/auctions/buying/active`,
          'POST',
          listingBody(variables, variables.size),
        ),
        shape: same,
      }
    case 'counts':
      return {
        response: await forward(
          `${baseUrls.buying}/bff/filters/auctions/buying/counts_v2`,
          'POST',
          listingBody(variables, 1),
        ),
        shape: flattenCounts,
      }
    case 'stateSortOptions':
      return { response: await forward(`${baseUrls.search}/filters/states_and_sorts`, 'GET'), shape: same }
  }
}
