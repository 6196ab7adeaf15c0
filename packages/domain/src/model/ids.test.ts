import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars, epochMillis, userId } from '../values/brands'
import { DealershipTypes } from '../values/dealershipTypes'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'
import { DealershipType } from './user'

const samples = [1, 2, 880001, 0, -0, -1, 1.5, 2 ** 53, -(2 ** 53), Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-9]
const pairs = [
  ['AuctionId', AuctionId, auctionId],
  ['UserId', UserId, userId],
  ['DealerId', DealerId, dealerId],
  ['Dollars', Dollars, dollars],
  ['EpochMillis', EpochMillis, epochMillis],
] as const

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** The constructors' types are the Schemas' branded types (they are spelled out in values/brands.ts). */
export const sameTypes: [
  Same<ReturnType<typeof auctionId>, AuctionId>,
  Same<ReturnType<typeof userId>, UserId>,
  Same<ReturnType<typeof dealerId>, DealerId>,
  Same<ReturnType<typeof dollars>, Dollars>,
  Same<ReturnType<typeof epochMillis>, EpochMillis>,
] = [true, true, true, true, true]

describe('the brand constructors without effect (docs/adr/0039)', () => {
  it('DealershipTypes names exactly the DealershipType Schema values', () => {
    const named: Record<keyof typeof DealershipTypes, DealershipType> = DealershipTypes
    expect(Object.values(named).sort()).toEqual([...DealershipType.literals].sort())
  })
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
