import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBuyingClient } from '../buying/createBuyingClient.js'
import { DEFAULT_ERROR_MESSAGE } from '../errors/messages.js'
import { SdkError } from '../errors/SdkError.js'
import { createIdentityClient } from '../identity/createIdentityClient.js'
import { BUYING_URL, IDENTITY_URL } from '../test-support/wire.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const buying = () =>
  createBuyingClient({ baseUrl: BUYING_URL, clientVersion: '1.0.0', retry: { budgets: { getAuction: 0 } } })
const identity = () => createIdentityClient({ baseUrl: IDENTITY_URL, clientVersion: '1.0.0' })
const getAuction = () => buying().GET('/bff/auctions/buying/search/auction/{id}', { params: { path: { id: 5 } } })
const auctionAnswers = (response: () => Response) =>
  server.use(http.get(`${BUYING_URL}/bff/auctions/buying/search/auction/:id`, response))

describe('error normalisation (shell.md 8)', () => {
  it('turns an easy-pass detail array into details, codes and the first detail as the message', async () => {
    auctionAnswers(() =>
      HttpResponse.json(
        [
          { detail: 'Auction not found.', code: 'not_found' },
          { detail: 'Second.', code: 'other' },
        ],
        { status: 404 },
      ),
    )

    const error = await getAuction().catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Auction not found.',
      details: ['Auction not found.', 'Second.'],
      codes: ['not_found', 'other'],
      operation: 'getAuction',
    })
  })

  it("uses the identity gateway's message", async () => {
    server.use(
      http.post(`${IDENTITY_URL}/api/login`, () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
    )

    await expect(identity().POST('/api/login', { body: { userName: 'a', password: 'b' } })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Invalid credentials',
      details: [],
    })
  })

  it('falls back to the default text for a body it cannot read', async () => {
    auctionAnswers(
      () => new HttpResponse('<html>Bad gateway</html>', { status: 400, headers: { 'Content-Type': 'text/html' } }),
    )

    await expect(getAuction()).rejects.toMatchObject({ kind: 'http', status: 400, message: DEFAULT_ERROR_MESSAGE })
  })

  it('rejects a 200 whose body is not JSON as malformed', async () => {
    auctionAnswers(
      () => new HttpResponse('{"id": 5,', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    )

    await expect(getAuction()).rejects.toMatchObject({ kind: 'malformed', status: 200, message: DEFAULT_ERROR_MESSAGE })
  })

  it('passes a file through untouched, for the caller to read as a blob (a bill of sale PDF)', async () => {
    const pdf = '%PDF-1.4\n%%EOF\n'
    server.use(
      http.get(`${BUYING_URL}/auction/:id/documents/bill_of_sale`, () =>
        HttpResponse.text(pdf, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    )

    const result = await buying().GET('/auction/{id}/documents/bill_of_sale', {
      params: { path: { id: 5 } },
      parseAs: 'blob',
    })

    expect(result.data).toBeInstanceOf(Blob)
    expect(await (result.data as Blob).text()).toBe(pdf)
  })

  it('resolves a 204 with no data', async () => {
    server.use(http.post(`${IDENTITY_URL}/bff/identity/user/logout`, () => new HttpResponse(null, { status: 204 })))

    const result = await identity().POST('/bff/identity/user/logout', { body: { user_id: 42, refreshTokenId: 'r' } })

    expect(result.response.status).toBe(204)
    expect(result.data).toBeUndefined()
  })
})
