import { describe, expect, it } from 'vitest'
import { DETAIL_ACTIONS, parseDetailAction } from './detailActionParam'

describe('?action= on the detail page (docs/adr/0015)', () => {
  it('names each action the page can open', () => {
    for (const name of DETAIL_ACTIONS) expect(parseDetailAction(name)).toBe(name)
    expect(parseDetailAction(' Purchase_Now ')).toBe('purchase_now')
  })

  it('ignores a missing or unknown action', () => {
    expect(parseDetailAction(null)).toBeNull()
    expect(parseDetailAction('buy')).toBeNull()
    expect(parseDetailAction('')).toBeNull()
  })
})
