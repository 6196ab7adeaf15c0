import { describe, expect, it } from 'vitest'
import { epochMillis } from '../../model/ids'
import { myTitleTab, titleCounterpartyText, titleDueText, titleView } from './titleTabs'

const NOW = epochMillis(Date.UTC(2026, 10, 21, 15))
const DAY = 86_400_000

describe('title tabs and texts (shell §2.2, §2.4; docs/adr/0027)', () => {
  it('reads the tab parameter, the first tab by default', () => {
    expect(myTitleTab(undefined).list).toBe('urgent')
    expect(myTitleTab('due-soon').list).toBe('due_soon')
    expect(myTitleTab('recently-sold').list).toBe('recently_sold')
    expect(titleView('pre-sale').list).toBe('pre_sale')
  })
  it('says when a title not yet received is due', () => {
    const due = (days: number) => ({ titleDueAt: epochMillis(NOW + days * DAY + 60_000), receivedAt: null })
    expect(titleDueText(due(3), NOW)).toBe('Due in 3 days')
    expect(titleDueText(due(1), NOW)).toBe('Due tomorrow')
    expect(titleDueText(due(0), NOW)).toBe('Due today')
    expect(titleDueText(due(-2), NOW)).toBe('2 days overdue')
    expect(titleDueText({ titleDueAt: NOW, receivedAt: NOW }, NOW)).toBeNull()
  })
  it('names the other dealership by side', () => {
    expect(titleCounterpartyText({ side: 'buying', counterparty: 'Lakeside Auto' })).toBe('Bought from Lakeside Auto')
    expect(titleCounterpartyText({ side: 'selling', counterparty: 'Lakeside Auto' })).toBe('Sold to Lakeside Auto')
    expect(titleCounterpartyText({ side: 'selling', counterparty: null })).toBeNull()
  })
})
