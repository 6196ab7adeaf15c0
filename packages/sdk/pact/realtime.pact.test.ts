import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createRealtimeClient } from '../src/realtime/createRealtimeClient.js'
import type { RealtimeMessage } from '../src/realtime/frames.js'
import { FakeWebSocket } from '../src/test-support/FakeWebSocket.js'
import { PROVIDERS, pactWith } from './pactSetup'

const { integer, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.realtime)
const auctionId = 1001
/** buyer@ (user 1) receives the pushes of auctions the other personas launch. */
const userId = 1
/** seller@ (user 2) hears PRE_LAUNCH for the auctions it schedules. */
const sellerId = 2

/** The live auction of contracts/realtime/live-messages.schema.json, as a TWO_MIN or END carries it. */
const liveAuction = (status: string) => ({
  id: integer(auctionId),
  current_bid: integer(5300),
  end_time: integer(1_790_000_600),
  high_bidder_dealer_id: integer(8),
  high_bidder_id: integer(77),
  seller_dealer_id: integer(20),
  seller_id: integer(2),
  bid_count: integer(4),
  status: string(status),
})

/** Hands one frame to a realtime client subscribed to `channel`, through a fake socket; what the handler got. */
const deliver = async (channel: string, frame: unknown): Promise<RealtimeMessage[]> => {
  const received: RealtimeMessage[] = []
  const realtime = createRealtimeClient({
    url: 'ws://pact.test/realtime',
    getAccessToken: async () => 'pact-buyer-token',
    WebSocket: FakeWebSocket,
  })
  realtime.subscribe(channel, (m) => received.push(m))
  await new Promise((resolve) => setTimeout(resolve, 0))
  const socket = FakeWebSocket.latest()
  socket.open()
  socket.receive(frame)
  realtime.close()
  return received
}

/** Provider-state parameters: JSON values only. */
type StateParams = Record<string, string | number | boolean>

interface LiveMessageCase {
  readonly given: readonly [state: string, params: StateParams]
  readonly description: string
  /** The channel the message arrives on, and the pattern its metadata matches. */
  readonly channel: string
  readonly channelPattern: string
  readonly type: string
  readonly auction: Record<string, unknown>
  /** What the subscriber reads of the auction. */
  readonly reads: Record<string, unknown>
}

/** One live-message interaction: the frame the provider sends, and a subscriber of its channel receiving it. */
const expectLiveMessage = (c: LiveMessageCase) =>
  pact
    .addAsynchronousInteraction()
    .given(c.given[0], c.given[1])
    .expectsToReceive(c.description, (message) => {
      message.withJSONContent({
        op: 'message',
        channel: c.channel,
        type: c.type,
        auction: c.auction,
        sent_at: integer(1_790_000_000_000),
      })
      message.withMetadata({ contentType: 'application/json', channel: regex(c.channelPattern, c.channel) })
    })
    .executeTest(async (message) => {
      const received = await deliver(c.channel, message.contents.content)

      expect(received.map((m) => m.type)).toEqual([c.type])
      expect(received[0]?.auction).toMatchObject(c.reads)
    })

describe('gavel-web → gavel-realtime', () => {
  it('hands a BID live message to the subscriber of its channel', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('auction {auctionId} is live', { auctionId })
      .expectsToReceive('a BID live message', (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `updates.${auctionId}`,
          type: 'BID',
          auction: {
            id: integer(auctionId),
            current_bid: integer(5300),
            end_time: integer(1_790_000_600),
            high_bidder_dealer_id: integer(8),
            high_bidder_id: integer(77),
            seller_dealer_id: integer(20),
            seller_id: integer(2),
            bid_count: integer(4),
            status: string('active'),
          },
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^updates\\.[0-9]+$', `updates.${auctionId}`),
        })
      })
      .executeTest(async (message) => {
        const frame = message.contents.content
        const received: RealtimeMessage[] = []
        const realtime = createRealtimeClient({
          url: 'ws://pact.test/realtime',
          getAccessToken: async () => 'pact-buyer-token',
          WebSocket: FakeWebSocket,
        })
        realtime.subscribe(`updates.${auctionId}`, (m) => received.push(m))
        await new Promise((resolve) => setTimeout(resolve, 0))
        const socket = FakeWebSocket.latest()
        socket.open()

        socket.receive(frame)
        realtime.close()

        expect(received).toHaveLength(1)
        expect(received[0]?.type).toBe('BID')
        expect(received[0]?.auction).toMatchObject({ id: auctionId, current_bid: 5300 })
      })
  })

  it.each([
    ['TWO_MIN', 'a TWO_MIN live message', 'active'],
    ['END', 'an END live message', 'ended_nobid'],
  ])('hands a %s live message to the subscriber of its channel', async (type, description, status) => {
    await pact
      .addAsynchronousInteraction()
      .given('auction {auctionId} is live', { auctionId })
      .expectsToReceive(description, (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `updates.${auctionId}`,
          type,
          auction: liveAuction(status),
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^updates\\.[0-9]+$', `updates.${auctionId}`),
        })
      })
      .executeTest(async (message) => {
        const received = await deliver(`updates.${auctionId}`, message.contents.content)

        expect(received.map((m) => m.type)).toEqual([type])
        expect(received[0]?.auction).toMatchObject({ id: auctionId })
      })
  })

  it('hands an ENDED_UPDATE live message on the ended channel to its subscriber', () =>
    expectLiveMessage({
      given: ['auction {auctionId} is live', { auctionId }],
      description: 'an ENDED_UPDATE live message',
      channel: `ended_updates.${auctionId}`,
      channelPattern: '^ended_updates\\.[0-9]+$',
      type: 'ENDED_UPDATE',
      auction: liveAuction('ended_accepted'),
      reads: { id: auctionId },
    }))

  it("hands an OUT_BID live message on the previous leader's user channel to its subscriber", () =>
    expectLiveMessage({
      given: ['auction {auctionId} is live', { auctionId }],
      description: 'an OUT_BID live message',
      channel: `user.${userId}`,
      channelPattern: '^user\\.[0-9]+$',
      type: 'OUT_BID',
      auction: liveAuction('active'),
      reads: { id: auctionId, current_bid: 5300 },
    }))

  it('hands a KILLED live message to the subscriber of its channel', () =>
    expectLiveMessage({
      given: ['auction {auctionId} is killed by its seller', { auctionId }],
      description: 'a KILLED live message',
      channel: `updates.${auctionId}`,
      channelPattern: '^updates\\.[0-9]+$',
      type: 'KILLED',
      auction: liveAuction('ended_killed'),
      reads: { id: auctionId, status: 'ended_killed' },
    }))

  it('hands a DEAL_UPDATE live message on the ended channel to its subscriber', () =>
    expectLiveMessage({
      given: [
        'user {email} sells auction {auctionId} in negotiation with a pending offer of {amount}',
        { email: 'seller@gavel.test', auctionId, amount: 5000 },
      ],
      description: 'a DEAL_UPDATE live message',
      channel: `ended_updates.${auctionId}`,
      channelPattern: '^ended_updates\\.[0-9]+$',
      type: 'DEAL_UPDATE',
      auction: liveAuction('counter_sent'),
      reads: { id: auctionId, status: 'counter_sent' },
    }))

  it('hands a NEW live message for an auction that just started, without bids yet', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('auction {auctionId} is on the run list', { auctionId })
      .expectsToReceive('a NEW live message', (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `updates.${auctionId}`,
          type: 'NEW',
          auction: {
            id: integer(auctionId),
            current_bid: null,
            end_time: integer(1_790_000_600),
            high_bidder_dealer_id: null,
            high_bidder_id: null,
            seller_dealer_id: integer(20),
            seller_id: integer(2),
            bid_count: integer(0),
            status: string('active'),
          },
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^updates\\.[0-9]+$', `updates.${auctionId}`),
        })
      })
      .executeTest(async (message) => {
        const received = await deliver(`updates.${auctionId}`, message.contents.content)

        expect(received.map((m) => m.type)).toEqual(['NEW'])
        expect(received[0]?.auction).toMatchObject({ id: auctionId, current_bid: null, bid_count: 0 })
      })
  })

  it('hands a LAUNCH_NOTIFICATION_V2 push on the user channel to its subscriber', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('user {email} is signed in', { email: 'buyer@gavel.test' })
      .expectsToReceive('a LAUNCH_NOTIFICATION_V2 push message', (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `user.${userId}`,
          type: 'LAUNCH_NOTIFICATION_V2',
          auction_id: integer(880_311),
          notification: {
            title: string('New auction launched'),
            body: string('2021 Ford F-150 is live.'),
            link: regex('^/auction/[0-9]+$', '/auction/880311'),
          },
          lane: regex('^(live|no_reserve_preview|guaranteed_sale)$', 'live'),
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^user\\.[0-9]+$', `user.${userId}`),
        })
      })
      .executeTest(async (message) => {
        const received = await deliver(`user.${userId}`, message.contents.content)

        expect(received).toHaveLength(1)
        expect(received[0]).toMatchObject({ type: 'LAUNCH_NOTIFICATION_V2', auction_id: 880_311 })
      })
  })

  it('hands a PRE_LAUNCH push on the user channel to its subscriber', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('user {email} is signed in', { email: 'seller@gavel.test' })
      .expectsToReceive('a PRE_LAUNCH push message', (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `user.${sellerId}`,
          type: 'PRE_LAUNCH',
          auction_id: integer(880_312),
          notification: {
            title: string('Auction scheduled'),
            body: string('2021 Ford F-150 launches at 2026-11-22T16:00:00.000Z.'),
            link: regex('^/auction/[0-9]+$', '/auction/880312'),
          },
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^user\\.[0-9]+$', `user.${sellerId}`),
        })
      })
      .executeTest(async (message) => {
        const received = await deliver(`user.${sellerId}`, message.contents.content)

        expect(received).toHaveLength(1)
        expect(received[0]).toMatchObject({ type: 'PRE_LAUNCH', auction_id: 880_312 })
      })
  })

  it('hands a LAUNCH_CANCELLED push on the user channel to its subscriber', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('auction {auctionId} is killed by its seller', { auctionId })
      .expectsToReceive('a LAUNCH_CANCELLED push message', (message) => {
        message.withJSONContent({
          op: 'message',
          channel: `user.${userId}`,
          type: 'LAUNCH_CANCELLED',
          auction_id: integer(auctionId),
          notification: {
            title: string('Launch cancelled'),
            body: string('2021 Ford F-150 will not launch.'),
            link: regex('^/auction/[0-9]+$', `/auction/${auctionId}`),
          },
          sent_at: integer(1_790_000_000_000),
        })
        message.withMetadata({
          contentType: 'application/json',
          channel: regex('^user\\.[0-9]+$', `user.${userId}`),
        })
      })
      .executeTest(async (message) => {
        const received = await deliver(`user.${userId}`, message.contents.content)

        expect(received).toHaveLength(1)
        expect(received[0]).toMatchObject({ type: 'LAUNCH_CANCELLED', auction_id: auctionId })
      })
  })
})
