import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars, epochMillis, userId } from '../values/brands'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'

const samples = [1, 2, 880001, 0, -0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-9]
const pairs = [
  ['AuctionId', AuctionId, auctionId],
  ['UserId', UserId, userId],
  ['DealerId', DealerId, dealerId],
  ['Dollars', Dollars, dollars],
  ['EpochMillis', EpochMillis, epochMillis],
] as const

describe('the brand constructors without effect (docs/adr/0039)', () => {
  for (const [name, schema, make] of pairs) {
    it(`${name} accepts exactly what its Schema accepts`, () => {
      for (const n of samples) {
        const schemaAccepts = Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown>)(n))
        if (schemaAccepts) expect(make(n)).toBe(n)
        else expect(() => make(n)).toThrow(name)
      }
    })
  }
})
