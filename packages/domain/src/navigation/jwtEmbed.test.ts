import { describe, expect, it } from 'vitest'
import { jwtEmbedTarget } from './jwtEmbed'

describe('jwtEmbedTarget (shell §2.2)', () => {
  it('maps each whitelisted name', () => {
    expect(jwtEmbedTarget('active-buying')).toBe('/myacv/active/buying')
    expect(jwtEmbedTarget('transportation-quote')).toBe('/transportation-hub/quote')
    expect(jwtEmbedTarget('market-report')).toBe('/market-report')
  })
  it('refuses anything else', () => {
    expect(jwtEmbedTarget('settings')).toBeNull()
    expect(jwtEmbedTarget('toString')).toBeNull()
    expect(jwtEmbedTarget(null)).toBeNull()
    expect(jwtEmbedTarget(undefined)).toBeNull()
  })
})
