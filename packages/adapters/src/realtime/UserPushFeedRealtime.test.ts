import type { UserPush } from '@gavel/domain'
import { aSession, aUser, sessionSignal } from '@gavel/domain/testing'
import { describe, expect, it } from 'vitest'
import { UserPushFeedRealtime } from './UserPushFeedRealtime'

const fakeChannels = () => {
  const handlers = new Map<string, (frame: unknown) => void>()
  return {
    handlers,
    subscribe: (channel: string, handler: (frame: unknown) => void) => {
      handlers.set(channel, handler)
      return () => handlers.delete(channel)
    },
  }
}

const push = (channel: string, type: string, auctionId: number) => ({
  op: 'message',
  channel,
  type,
  auction_id: auctionId,
  notification: { title: 't', body: 'b', link: `/auction/${auctionId}` },
  sent_at: 0,
})

describe('UserPushFeedRealtime (shell §4.4)', () => {
  it("hands every listener the signed-in user's pushes with their type and auction, over one subscription", () => {
    const session = sessionSignal(aSession().build())
    const channels = fakeChannels()
    const feed = new UserPushFeedRealtime(channels, session)
    const a: UserPush[] = []
    const b: UserPush[] = []
    const stopA = feed.subscribe((p) => a.push(p))
    feed.subscribe((p) => b.push(p))
    const channel = `user.${session.current()?.user.id}`
    expect([...channels.handlers.keys()]).toEqual([channel])
    channels.handlers.get(channel)?.(push(channel, 'PRE_LAUNCH', 880_004))
    channels.handlers.get(channel)?.({ op: 'message' })
    expect(a).toMatchObject([{ type: 'PRE_LAUNCH', auctionId: 880_004 }])
    expect(b).toHaveLength(1)
    stopA()
    expect(channels.handlers.size).toBe(1)
  })

  it('moves to the next user’s channel, and leaves it when the last listener goes', () => {
    const session = sessionSignal(aSession().build())
    const channels = fakeChannels()
    const stop = new UserPushFeedRealtime(channels, session).subscribe(() => {})
    session.become(null)
    expect(channels.handlers.size).toBe(0)
    session.become(aSession().forUser(aUser().withId(77).build()).build())
    expect([...channels.handlers.keys()]).toEqual(['user.77'])
    stop()
    expect(channels.handlers.size).toBe(0)
  })
})
