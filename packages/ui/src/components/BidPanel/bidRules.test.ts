import { epochMillis } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { receiptText } from './bidRules'

describe('bid receipt text', () => {
  it('writes the receipt with the amount and a HH:MM:SS time', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7).getTime()
    expect(receiptText(22_200, epochMillis(at))).toBe('Bid placed: $22,200 at 09:05:07')
  })
})
