import { readFileSync } from 'node:fs'
import { Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLiveFrameWire, isLiveMessage } from './generated/guards'
import { guardedSchemas } from './guardedSchemas'
import { guardsModule } from './guardsModule'

const frame = {
  op: 'message',
  channel: 'updates.880001',
  type: 'BID',
  auction: {
    id: 880001,
    current_bid: 5200,
    end_time: 1_900_000_000,
    high_bidder_dealer_id: 12,
    high_bidder_id: 34,
    seller_dealer_id: 56,
    seller_id: 78,
    bid_count: 3,
    state: null,
    status: 'active',
  },
}
const message = {
  type: 'BID',
  auction: {
    id: 880001,
    currentBid: 5200,
    endsAt: 1_900_000_000_000,
    highBidderDealerId: 12,
    highBidderId: 34,
    sellerDealerId: 56,
    sellerId: 78,
    bidCount: 3,
    state: null,
    status: 'active',
  },
}
const guards = { isLiveFrameWire, isLiveMessage }
const valid: Record<keyof typeof guardedSchemas, unknown> = { isLiveFrameWire: frame, isLiveMessage: message }

/** Every path to a value inside a sample, the sample itself included. */
const paths = (value: unknown, at: readonly string[] = []): string[][] =>
  typeof value === 'object' && value !== null
    ? [[...at], ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))]
    : [[...at]]

const REPLACEMENTS = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 0, -0, 1.5, 2 ** 60, 880001, '', 'x']
  .concat(['BID', 'active', 'message', true, false] as never[])
  .concat([{}, [], [1], { id: 1 }] as never[])

/** The sample with the value at `path` replaced, or its key deleted (`DELETE`). */
const DELETE = Symbol('delete')
const mutate = (sample: unknown, path: readonly string[], next: unknown): unknown => {
  if (path.length === 0) return next === DELETE ? undefined : next
  const [head, ...rest] = path as [string, ...string[]]
  const copy = { ...(sample as Record<string, unknown>) }
  if (rest.length === 0 && next === DELETE) delete copy[head]
  else copy[head] = mutate(copy[head], rest, next)
  return copy
}

const decodes = (schema: Schema.Top, u: unknown) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(u))

describe('the generated payload guards (docs/adr/0021)', () => {
  it('are what the generator writes from the Schemas today (run `npm run guards:generate` after changing one)', () => {
    const file = readFileSync(new URL('./generated/guards.ts', import.meta.url), 'utf8')
    expect(file).toBe(guardsModule())
  })

  for (const [name, schema] of Object.entries(guardedSchemas) as [keyof typeof guardedSchemas, Schema.Top][]) {
    it(`${name} agrees with its Schema on a valid payload and on every kind of damage to it`, () => {
      const guard = guards[name]
      expect(guard(valid[name])).toBe(true)
      expect(decodes(schema, valid[name])).toBe(true)
      const all = paths(valid[name])
      const change = fc.record({
        path: fc.constantFrom(...all),
        next: fc.constantFrom<unknown>(DELETE, ...REPLACEMENTS),
      })
      fc.assert(
        fc.property(fc.array(change, { minLength: 1, maxLength: 3 }), (changes) => {
          const damaged = changes.reduce<unknown>((sample, c) => mutate(sample, c.path, c.next), valid[name])
          expect(guard(damaged)).toBe(decodes(schema, damaged))
        }),
        { numRuns: 2_000 },
      )
    })
  }
})
