import { describe, expect, it } from 'vitest'
import { AuctionStatus, LaneKind, StatusPill } from './auction'
import { LiveMessageType, PushMessageType } from './liveMessage'
import { OfferAction, OfferStateValue } from './offer'
import { LaunchLane } from './savedAuction'
import { TourStep } from './tour'
import { DealershipType, MemberType, TokenRole } from './user'

describe('literal sets of the specs', () => {
  it('auction statuses (marketplace §4)', () => {
    expect(AuctionStatus.literals).toEqual([
      'active',
      'awaiting_acceptance',
      'counter_accepted',
      'counter_declined',
      'counter_original_accepted',
      'counter_original_declined',
      'counter_sent',
      'ended_accepted',
      'ended_declined',
      'ended_killed',
      'ended_nobid',
      'ended_seller_timeout',
      'ended_unwound',
      'negotiation',
      'run_list',
      'preview',
      'staging',
    ])
  })
  it('status pills (marketplace §3)', () => {
    expect(StatusPill.literals).toEqual([
      'no_reserve',
      'reserve_met',
      'near_reserve',
      'low_reserve',
      'high_bidder',
      'out_bid',
      'finalize',
      'received_last_negotiation',
      'sent_last_negotiation',
      'proxy_scheduled',
      'watchlisted',
    ])
  })
  it('lanes, message types, roles and member types (shell §3, §6; marketplace §3)', () => {
    expect(LaneKind.literals).toEqual(['live', 'no_reserve_preview', 'guaranteed_sale', 'private', 'event'])
    expect(LiveMessageType.literals).toEqual([
      'TWO_MIN',
      'DEAL_UPDATE',
      'OUT_BID',
      'BID',
      'ENDED_UPDATE',
      'END',
      'KILLED',
      'NEW',
    ])
    expect(PushMessageType.literals).toEqual(['PRE_LAUNCH', 'LAUNCH_CANCELLED', 'LAUNCH_NOTIFICATION_V2'])
    expect(DealershipType.literals).toEqual([1, 2, 3, 4, 5])
    expect(MemberType.literals).toEqual(['rep', 'admin', 'backoffice'])
    expect(TokenRole.literals).toEqual(['vci', 'tool_user', 'user', 'readonly', 'billing_manager'])
  })
  it('offers, launch lanes and tour placements (marketplace §3–§5)', () => {
    expect(OfferStateValue.literals).toEqual([0, 1, 2, 3, 4])
    expect(OfferAction.literals).toEqual(['accept', 'reject', 'counter', 'make-offer'])
    expect(LaunchLane.literals).toEqual([
      'live_auction',
      'no_reserve_preview',
      'guaranteed_sale',
      'private_lane',
      'event_lane',
    ])
    expect(TourStep.fields.placement.literals).toEqual(['top', 'bottom', 'left', 'right', 'center'])
  })
})
