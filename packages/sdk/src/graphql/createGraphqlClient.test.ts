import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { UnauthorizedInfo } from '../client/options.js'
import { SdkError } from '../errors/SdkError.js'
import { fastRetry } from '../test-support/wire.js'
import { createGraphqlClient } from './createGraphqlClient.js'
import { graphqlOperations } from './operations.js'
import type { GraphqlData } from './types.js'

const URL = 'http://buying.test/gw/buying'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = (onUnauthorized?: (info: UnauthorizedInfo) => void) =>
  createGraphqlClient({
    baseUrl: URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 'token-1',
    retry: fastRetry,
    ...(onUnauthorized ? { onUnauthorized } : {}),
  })

describe('createGraphqlClient (marketplace.md 7 GraphQL, shell.md 8)', () => {
  it('POSTs {query, variables} with the bearer and resolves with data', async () => {
    let seen: unknown
    server.use(
      http.post(`${URL}/graphql`, async ({ request }) => {
        seen = { body: await request.json(), auth: request.headers.get('Authorization') }
        return HttpResponse.json({ data: { counts: { active: 3, activeUnfiltered: 9 } } })
      }),
    )

    const data = await client().query<GraphqlData['Counts']>(graphqlOperations.Counts, { filters: [] })

    expect(data.counts).toMatchObject({ active: 3, activeUnfiltered: 9 })
    expect(seen).toEqual({
      body: { query: graphqlOperations.Counts, variables: { filters: [] } },
      auth: 'Bearer token-1',
    })
  })

  it('rejects on an errors array with the first error message ("Graphql errors array | rejected")', async () => {
    server.use(
      http.post(`${URL}/graphql`, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Unknown filter colour.' }, { message: 'size must be at most 100.' }],
        }),
      ),
    )

    const error = await client()
      .query(graphqlOperations.FilteredAuctions, { filters: [], size: 12 })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      message: 'Unknown filter colour.',
      details: ['Unknown filter colour.', 'size must be at most 100.'],
      operation: 'graphql',
    })
  })

  it.each([
    ['null', { data: null }],
    ['missing', {}],
  ])("rejects with 'No data retrieved from request' when data is %s", async (_, body) => {
    server.use(http.post(`${URL}/graphql`, () => HttpResponse.json(body)))

    const error = await client()
      .query(graphqlOperations.StateSortOptions)
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect((error as SdkError).message).toBe('No data retrieved from request')
  })

  it('reports an HTTP 401 to onUnauthorized and rejects with its message ("GraphQL 401 | report and go to /logout")', async () => {
    const reported: UnauthorizedInfo[] = []
    server.use(
      http.post(`${URL}/graphql`, () =>
        HttpResponse.json(
          { errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }] },
          { status: 401 },
        ),
      ),
    )

    const error = await client((info) => reported.push(info))
      .query(graphqlOperations.Counts, { filters: [] })
      .catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 401, message: 'Your session has expired.', codes: ['UNAUTHENTICATED'] })
    expect(reported).toEqual([{ status: 401, operation: 'graphql', isLoginCall: false }])
  })

  it('treats a 200 whose error is coded UNAUTHENTICATED as a 401', async () => {
    const reported: UnauthorizedInfo[] = []
    server.use(
      http.post(`${URL}/graphql`, () =>
        HttpResponse.json({ errors: [{ message: 'Not signed in.', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    )

    const error = await client((info) => reported.push(info))
      .query(graphqlOperations.Counts, { filters: [] })
      .catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 401, message: 'Not signed in.' })
    expect(reported).toHaveLength(1)
  })
})
