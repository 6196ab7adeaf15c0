import { describe, expect, it } from 'vitest'
import { LightTexts, litLights } from './auctionLights'

describe('litLights (marketplace §3 lights)', () => {
  it('names each lit light in words, green to blue', () => {
    const lit = litLights({ green: false, yellow: true, red: false, blue: true })
    expect(lit.map((l) => l.label)).toEqual(['Yellow light', 'Blue light'])
    expect(lit[1]?.meaning).toBe(LightTexts.blue.meaning)
  })

  it('gives nothing when no light is lit or the auction has none', () => {
    expect(litLights({ green: false, yellow: false, red: false, blue: false })).toEqual([])
    expect(litLights(undefined)).toEqual([])
  })
})
