import { readFileSync } from 'node:fs'
import { graphqlOperations } from '@gavel/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const COUNTS = `query Counts($filters: [FilterInput!]!) { counts(filters: $filters) { active activeUnfiltered all } }`
const LISTING = `query FilteredAuctions($filters: [FilterInput!]!, $size: Int!, $sort: String) {
  filteredAuctions(filters: $filters, size: $size, sort: $sort) { results { id make } total from }
}`
let sandbox: NodeSandbox
let buying: ReturnType<typeof areaClient>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 30 })
  sandbox.listen()
  buying = areaClient(sandbox, 'buying', sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

const graphql = (query: string, variables?: unknown) => buying('/graphql', { body: { query, variables } })

describe('buying GraphQL endpoint (marketplace §7 GraphQL, contracts/graphql/schema.graphql)', () => {
  it('answers filteredAuctions with the same page as the REST active listing', async () => {
    const rest = await buying('/bff/filters/auctions/buying/active', {
      body: { filters: [], size: 5, sort: 'end_time' },
    })
    const res = await graphql(LISTING, { filters: [], size: 5, sort: 'end_time' })
    expect(res.status).toBe(200)
    expect(res.body.errors).toBeUndefined()
    expect(res.body.data.filteredAuctions.total).toBe(rest.body.total)
    expect(res.body.data.filteredAuctions.results.map((a: { id: number }) => a.id)).toEqual(
      rest.body.results.map((a: { id: number }) => a.id),
    )
  })

  it('answers counts with each tab and its unfiltered variant; a filter narrows only the filtered one', async () => {
    const all = (await graphql(COUNTS, { filters: [] })).body.data.counts
    const { make } = (await graphql(LISTING, { filters: [], size: 1 })).body.data.filteredAuctions.results[0]
    const narrowed = (await graphql(COUNTS, { filters: [{ filterType: 'make', values: [make] }] })).body.data.counts
    expect(all.active).toBeGreaterThan(0)
    expect(all.activeUnfiltered).toBe(all.active)
    expect(narrowed.activeUnfiltered).toBe(all.active)
    expect(narrowed.active).toBeGreaterThan(0)
    expect(narrowed.active).toBeLessThan(all.active)
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['watchListUnfiltered', 'allInventory', 'comingSoon']))
  })

  it('answers a REST refusal as an errors array with data null', async () => {
    const res = await graphql(LISTING, { filters: [], size: 500 })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      data: null,
      errors: [{ message: 'size must be between 1 and 100.', path: ['filteredAuctions'] }],
    })
  })

  it('answers an unknown root field and a subscription with an errors array', async () => {
    expect((await graphql('{ bids { id } }')).body.errors).toHaveLength(1)
    const sub = await graphql('subscription { auctionLiveUpdates(auction_ids: [1]) { type } }')
    expect(sub.body.data).toBeNull()
    expect(sub.body.errors[0].message).toMatch(/websocket/)
  })

  it('answers 401 coded UNAUTHENTICATED without a valid bearer', async () => {
    const res = await areaClient(sandbox, 'buying')('/graphql', { body: { query: COUNTS, variables: { filters: [] } } })
    expect(res.status).toBe(401)
    expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' })
  })
  it('answers every query the SDK sends, and those are the texts of contracts/graphql/operations.graphql', async () => {
    // Commas are insignificant in GraphQL, like whitespace (Biome's formatter drops them).
    const squash = (text: string) =>
      text
        .replace(/[\s,]+/g, ' ')
        .replace(/([([{]) /g, '$1')
        .replace(/ ([)\]}])/g, '$1')
        .trim()
    const file = squash(
      readFileSync(new URL('../../../../../contracts/graphql/operations.graphql', import.meta.url), 'utf8'),
    )
    for (const [name, text] of Object.entries(graphqlOperations)) {
      expect(file, name).toContain(squash(text))
      const res = await graphql(text, { filters: [], size: 2 })
      expect(res.body.errors, name).toBeUndefined()
      expect(Object.keys(res.body.data), name).toHaveLength(1)
    }
  })
})
