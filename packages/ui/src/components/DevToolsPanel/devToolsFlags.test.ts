import { describe, expect, it } from 'vitest'
import { devToolsFlags } from './devToolsFlags'

describe('devToolsFlags (shell §4.3)', () => {
  it('lists every known slug with its value, overrides marked, unknown server slugs included', () => {
    expect(devToolsFlags(['dev_tools', 'loyalty'], { dev_tools: true, extra: true }, { loyalty: true })).toEqual([
      { slug: 'dev_tools', value: true, serverValue: true, overridden: false },
      { slug: 'extra', value: true, serverValue: true, overridden: false },
      { slug: 'loyalty', value: true, serverValue: false, overridden: true },
    ])
  })
})
