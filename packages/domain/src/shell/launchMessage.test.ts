import { describe, expect, it } from 'vitest'
import { epochMillis } from '../model/ids'
import type { Notification } from '../model/tour'
import { FIXED_NOW } from '../testing/FixedClock'
import { launchMessageToShow, pruneViewedLaunchMessages } from './launchMessage'

const DAY = 86_400_000
const message = (id: number): Notification => ({
  id,
  title: `Message ${id}`,
  body: 'Body',
  createdAt: FIXED_NOW,
  read: false,
  auctionId: null,
  thumbnail: null,
})

describe('launch message (shell §9)', () => {
  it('shows the newest message not viewed in the last 7 days', () => {
    const messages = [message(3), message(2), message(1)]
    expect(launchMessageToShow(messages, {}, FIXED_NOW)?.id).toBe(3)
    expect(launchMessageToShow(messages, { 3: FIXED_NOW - DAY }, FIXED_NOW)?.id).toBe(2)
    expect(launchMessageToShow(messages, { 3: FIXED_NOW - 7 * DAY }, FIXED_NOW)?.id).toBe(3)
    expect(launchMessageToShow([message(3)], { 3: FIXED_NOW }, FIXED_NOW)).toBeNull()
    expect(launchMessageToShow([], {}, FIXED_NOW)).toBeNull()
  })

  it('forgets views older than 7 days', () => {
    const now = epochMillis(FIXED_NOW)
    expect(pruneViewedLaunchMessages({ 1: now - 8 * DAY, 2: now - DAY }, now)).toEqual({ 2: now - DAY })
  })
})
