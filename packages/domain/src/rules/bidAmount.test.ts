import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInput } from '../errors'
import { parseBidAmount } from './bidAmount'

describe('parseBidAmount (shell §5, marketplace §5)', () => {
  it.each([
    ['5200', 5200],
    [' $5,200 ', 5200],
    ['$1', 1],
  ])('reads %j as %i', (raw, amount) => {
    expect(parseBidAmount(raw)).toEqual({ ok: true, amount })
  })
  it.each(['', '0', '12.5', '-5', 'abc', '1e3', '$', '99999999999999999999'])(
    'refuses %j with the spec text',
    (raw) => {
      const result = parseBidAmount(raw)
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.error).toBeInstanceOf(InvalidInput)
        expect(result.error.message).toBe('Tried setting a value that was NaN!')
        expect(result.error.field).toBe('amount')
      }
    },
  )
  it('reads back any positive integer it would format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        expect(parseBidAmount(n.toLocaleString('en-US'))).toEqual({ ok: true, amount: n })
      }),
    )
  })
})
