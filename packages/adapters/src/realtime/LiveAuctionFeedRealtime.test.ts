import { auctionId } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { LiveAuctionFeedRealtime, type RealtimeChannels } from './LiveAuctionFeedRealtime'

const fakeChannels = () => {
  const handlers = new Map<string, (frame: unknown) => void>()
  const resync = new Set<() => void>()
  const subscribed = new Set<(channel: string) => void>()
  const channels: RealtimeChannels = {
    subscribe: (channel, handler) => {
      handlers.set(channel, handler)
      return () => handlers.delete(channel)
    },
    onStatus: () => () => {},
    onResync: (listener) => {
      resync.add(listener)
      return () => resync.delete(listener)
    },
    onSubscribed: (listener) => {
      subscribed.add(listener)
      return () => subscribed.delete(listener)
    },
  }
  /** The server's `subscribed` frame for a channel. */
  const confirm = (channel: string) => {
    for (const listener of subscribed) listener(channel)
  }
  return { channels, handlers, resync, subscribed, confirm }
}

const frame = (id: number, bid: number) => ({
  op: 'message',
  channel: `updates.${id}`,
  type: 'BID',
  auction: {
    id,
    current_bid: bid,
    end_time: 1_800_000_000,
    high_bidder_dealer_id: 70,
    high_bidder_id: 7,
    seller_dealer_id: 20,
    seller_id: 2,
    bid_count: 3,
    state: null,
    status: 'active',
  },
})

describe('LiveAuctionFeedRealtime', () => {
  it('subscribes to the live and ended channels of each auction and stops on unsubscribe', () => {
    const { channels, handlers } = fakeChannels()
    const stop = new LiveAuctionFeedRealtime(channels).watch([auctionId(1), auctionId(2)], { onMessage: () => {} })
    expect([...handlers.keys()].sort()).toEqual(['ended_updates.1', 'ended_updates.2', 'updates.1', 'updates.2'])
    stop()
    expect(handlers.size).toBe(0)
  })

  it('hands decoded messages to the listener and drops a malformed frame with a report', () => {
    const { channels, handlers } = fakeChannels()
    const onMessage = vi.fn()
    const report = vi.fn()
    new LiveAuctionFeedRealtime(channels, report).watch([auctionId(1)], { onMessage })
    handlers.get('updates.1')?.(frame(1, 5200))
    handlers.get('updates.1')?.({ op: 'message', type: 'BID', auction: { id: 'x' } })
    expect(onMessage).toHaveBeenCalledTimes(1)
    expect(onMessage.mock.calls[0]?.[0]).toMatchObject({ type: 'BID', auction: { id: 1, currentBid: 5200 } })
    expect(report).toHaveBeenCalledTimes(1)
  })

  it('passes resync signals through on their own subscription until unsubscribed', () => {
    const { channels, resync } = fakeChannels()
    const onResync = vi.fn()
    const stop = new LiveAuctionFeedRealtime(channels).onResync(onResync)
    for (const listener of resync) listener()
    stop()
    expect(onResync).toHaveBeenCalledTimes(1)
    expect(resync.size).toBe(0)
  })

  it('says an auction is live when the server confirms its updates channel, once per auction', () => {
    const { channels, confirm, subscribed } = fakeChannels()
    const onLive = vi.fn()
    const stop = new LiveAuctionFeedRealtime(channels).onLive(onLive)
    confirm('updates.12')
    confirm('ended_updates.12')
    confirm('user.7')
    stop()
    confirm('updates.13')
    expect(onLive.mock.calls).toEqual([[auctionId(12)]])
    expect(subscribed.size).toBe(0)
  })
})
