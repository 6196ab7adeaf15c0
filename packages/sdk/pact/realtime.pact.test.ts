import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createRealtimeClient } from '../src/realtime/createRealtimeClient.js'
import type { RealtimeMessage } from '../src/realtime/frames.js'
import { FakeWebSocket } from '../src/test-support/FakeWebSocket.js'
import { PROVIDERS, pactWith } from './pactSetup'

const { integer, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.realtime)
const auctionId = 1001

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
})
