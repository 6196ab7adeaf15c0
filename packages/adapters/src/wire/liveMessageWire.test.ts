import { MalformedResponse } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { toLiveMessage } from './liveMessageWire'

const frame = {
  op: 'message',
  channel: 'updates.5',
  type: 'BID',
  auction: {
    id: 5,
    current_bid: 5200,
    end_time: 1_800_000_000,
    high_bidder_dealer_id: 70,
    high_bidder_id: 7,
    seller_dealer_id: 20,
    seller_id: 2,
    bid_count: 4,
    state: null,
    status: 'active',
  },
}

describe('toLiveMessage', () => {
  it('decodes a live frame into the domain message', () => {
    const message = toLiveMessage(frame)
    expect(message.type).toBe('BID')
    expect(message.auction).toMatchObject({ id: 5, currentBid: 5200, endsAt: 1_800_000_000_000, highBidderId: 7 })
  })

  it('rejects an unknown message type or a broken auction', () => {
    expect(() => toLiveMessage({ ...frame, type: 'SURPRISE' })).toThrow(MalformedResponse)
    expect(() => toLiveMessage({ ...frame, auction: { ...frame.auction, bid_count: 'four' } })).toThrow(
      MalformedResponse,
    )
  })
})
