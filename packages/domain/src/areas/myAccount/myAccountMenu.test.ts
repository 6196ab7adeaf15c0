import { describe, expect, it } from 'vitest'
import { FlagSlugs } from '../../featureFlags'
import { aUser } from '../../testing'
import { emptyListSentence, myAccountMenu } from './myAccountMenu'

const session = (user = aUser().memberOf(1, 'admin').build(), flags: Record<string, boolean> = {}) => ({
  user,
  flags,
  preferences: null,
})
const paths = (sections: ReturnType<typeof myAccountMenu>) => sections.flatMap((s) => s.items.map((i) => i.path))

describe('myAccountMenu (shell §2.4)', () => {
  it('shows a seller the selling pages and a buyer who cannot sell none of them', () => {
    const seller = myAccountMenu(session(aUser().memberOf(1, 'admin').build()))
    const buyer = myAccountMenu(session(aUser().memberOf(2, 'rep').build()))
    expect(paths(seller)).toContain('/myacv/saved')
    expect(paths(seller)).toContain('/myacv/active/selling')
    expect(paths(buyer)).toContain('/myacv/active/buying')
    for (const sellerOnly of ['/myacv/saved', '/myacv/active/selling', '/myacv/sold', '/myacv/send-to-auction']) {
      expect(paths(buyer)).not.toContain(sellerOnly)
    }
  })

  it('lists flagged pages only with their flag, as the guard decides', () => {
    expect(paths(myAccountMenu(session()))).not.toContain('/myacv/fee-schedule')
    expect(paths(myAccountMenu(session(undefined, { [FlagSlugs.newFeeSchedule]: true })))).toContain(
      '/myacv/fee-schedule',
    )
  })

  it('gives a limited user no menu', () => {
    expect(myAccountMenu(session(aUser().memberOf(1).readonly().build()))).toEqual([])
  })

  it('says an empty list in the spec sentence', () => {
    expect(emptyListSentence('active buying auctions')).toBe(
      "You don't currently have any active buying auctions. When you do, they'll appear here.",
    )
  })
})
