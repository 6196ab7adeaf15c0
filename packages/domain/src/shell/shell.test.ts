import { describe, expect, it } from 'vitest'
import { AUCTION_ACCESS_BANNER, EULA_REVIEW_BANNER, visibleAnnouncements } from './announcements'
import { notificationBadge, notificationTarget } from './notificationBadge'
import { DEFAULT_BRAND, displayName, environmentBanner, initials, pageTitle } from './pageTitle'
import { rewardsButtonText } from './rewardsText'
import { toastHeader } from './toastHeader'

describe('notification badge (shell §2.1, §9)', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d unseen -> %j', (n, badge) => {
    expect(notificationBadge(n)).toBe(badge)
  })
  it('opens the auction in a new tab with ctrl, meta or shift', () => {
    const none = { ctrlKey: false, metaKey: false, shiftKey: false }
    expect(notificationTarget(5, none)).toEqual({ path: '/auction/5', newTab: false })
    expect(notificationTarget(5, { ...none, ctrlKey: true }).newTab).toBe(true)
    expect(notificationTarget(5, { ...none, metaKey: true }).newTab).toBe(true)
    expect(notificationTarget(5, { ...none, shiftKey: true }).newTab).toBe(true)
  })
})

describe('rewards button text (shell §2.1)', () => {
  it('reads the program name, the points or the updating text', () => {
    expect(rewardsButtonText({ enrolled: false, points: 10 })).toBe('Dealer Rewards Program')
    expect(rewardsButtonText({ enrolled: true, points: 1250 })).toBe('1,250 pts.')
    expect(rewardsButtonText({ enrolled: true, points: null })).toBe('-- pts. (updating)')
  })
})

describe('page title and banners (shell §2.1)', () => {
  it('joins the product name and the page title', () => {
    expect(pageTitle(DEFAULT_BRAND, 'Live Auctions')).toBe('Gavel | Live Auctions')
    expect(pageTitle('Gavel', null)).toBe('Gavel')
    expect(pageTitle('Gavel', ' ')).toBe('Gavel')
  })
  it('shows the environment name except for production and development', () => {
    expect(environmentBanner('sandbox')).toBe('sandbox')
    expect(environmentBanner('Production')).toBeNull()
    expect(environmentBanner('development')).toBeNull()
    expect(environmentBanner('')).toBeNull()
    expect(environmentBanner(' staging ')).toBe('staging')
  })
  it('names the user, with the fallback', () => {
    expect(displayName('Dana Dealer')).toBe('Dana Dealer')
    expect(displayName(null)).toBe('No Name Available')
    expect(displayName('  ')).toBe('No Name Available')
    expect(initials('dana  van dealer')).toBe('DD')
    expect(initials('Dana')).toBe('D')
    expect(initials(null)).toBe('')
    expect(initials(' dana ')).toBe('D')
    expect(initials('Dana Q. Dealer')).toBe('DD')
  })
})

describe('toast headers (shell §8)', () => {
  it('has one per kind but info', () => {
    expect(['error', 'success', 'warning', 'info'].map((k) => toastHeader(k as 'info'))).toEqual([
      'There was a problem.',
      'Success.',
      'Alert.',
      null,
    ])
  })
})

describe('announcements (shell §4.6)', () => {
  it('has the spec keys and priorities', () => {
    expect(AUCTION_ACCESS_BANNER).toEqual({ key: 'auction-access-banner', priority: 0, hiddenOnDesktop: false })
    expect(EULA_REVIEW_BANNER).toEqual({ key: 'eula-review-banner', priority: 1, hiddenOnDesktop: true })
  })
  it('orders by priority on mobile', () => {
    expect(visibleAnnouncements([EULA_REVIEW_BANNER, AUCTION_ACCESS_BANNER], 'mobile')).toEqual([
      AUCTION_ACCESS_BANNER,
      EULA_REVIEW_BANNER,
    ])
  })
  it('hides the eula review banner on desktop', () => {
    expect(visibleAnnouncements([EULA_REVIEW_BANNER, AUCTION_ACCESS_BANNER], 'desktop')).toEqual([
      AUCTION_ACCESS_BANNER,
    ])
  })
  it('breaks priority ties by key', () => {
    const a = { key: 'a', priority: 1, hiddenOnDesktop: false }
    const b = { key: 'b', priority: 1, hiddenOnDesktop: false }
    expect(visibleAnnouncements([b, a], 'desktop')).toEqual([a, b])
  })
})
