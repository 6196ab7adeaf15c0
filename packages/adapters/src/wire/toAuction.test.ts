import { MalformedResponse } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { toAuction } from './toAuction'

const wire = {
  id: 101,
  vin: '1HGCM82633A004352',
  year: 2019,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-L',
  odometer: 41250,
  drivetrain: 'FWD',
  transmission: 'Automatic',
  engine: '2.0L I4 Turbo',
  exterior_color: 'Modern Steel',
  status: 'active',
  floor_price: 18000,
  show_reserve: false,
  start_price: 9000,
  high_bid: { amount: 17500, user_id: 7, dealer_id: 70 },
  bid_count: 12,
  view_count: 230,
  start_time: 1_800_000_000,
  end_time: 1_800_003_600,
  purchase_now_price: null,
  seller: { user_id: 2, dealer_id: 20, dealership_name: 'Lakeside Honda' },
  lane: {
    id: 1,
    display_name: 'Live',
    kind: 'live',
    can_bid: true,
    can_buy: true,
    can_proxy_bid: false,
    can_make_offer: true,
  },
  images: { acv_large: '/img/l.svg', acv_medium: '/img/m.svg', acv_thumbnail: '/img/t.svg' },
  is_on_watch_list: true,
  participant: true,
  proxy_bid: null,
  proxy_bid_interval: 50,
  permissions: {
    can_bid: true,
    can_buy: false,
    can_proxy_bid: true,
    can_make_offer: true,
    can_negotiate: false,
    can_finalize: false,
    can_purchase_now: false,
    can_remove_reserve: false,
    can_download_bill_of_sale: false,
    can_edit_persistent_proxy: false,
    can_relaunch: false,
  },
}

describe('toAuction', () => {
  it('turns the wire auction into the domain auction in domain names and units', () => {
    const auction = toAuction(wire)
    expect(auction.vehicle).toMatchObject({ year: 2019, make: 'Honda', model: 'Accord', trim: 'EX-L', odometer: 41250 })
    expect(auction.endsAt).toBe(1_800_003_600_000)
    expect(auction.highBid).toEqual({ amount: 17500, userId: 7, dealerId: 70 })
    expect(auction.lane).toEqual({ id: '1', name: 'Live', kind: 'live' })
    expect(auction.seller.dealershipName).toBe('Lakeside Honda')
  })

  it('allows an action only when both the auction and its lane allow it', () => {
    const { permissions } = toAuction(wire)
    expect(permissions.canBid).toBe(true)
    expect(permissions.canBuy).toBe(false) // auction says no
    expect(permissions.canProxyBid).toBe(false) // lane says no
  })

  it('reads the detail fields when the single-auction read sends them, and leaves them out otherwise', () => {
    const details = {
      style: '4dr Sedan',
      doors: 4,
      cylinders: 4,
      order_code: 'OC-101',
      notes: null,
      gallery: [
        { acv_large: '/l.svg', acv_medium: '/m.svg', acv_thumbnail: '/t.svg', caption: 'Primary' },
        { acv_large: '/l2.svg', acv_medium: '/m2.svg', acv_thumbnail: '/t2.svg', caption: 'Rear' },
      ],
      lights: { green: false, yellow: true, red: false, blue: false, notes: ['Paint: Scratches'] },
      seller_status: { featured_seller: true, top_seller: false },
      seller_badge_info: null,
      condition_report: {
        sections: [
          {
            id: 'exterior',
            title: 'Exterior',
            questions: [{ id: 'paint', title: 'Paint', answer: 'Scratches', note: null, flagged: true }],
          },
        ],
      },
      dealership_member_bids: [
        { bidder_name: 'Bea Buyer', bidder_email: 'bea@example.test', amount: 17500, placed_at: 1_800_000_100 },
      ],
    }
    const auction = toAuction({ ...wire, details })
    expect(auction.gallery?.map((g) => g.caption)).toEqual(['Primary', 'Rear'])
    expect(auction.lights).toEqual({ green: false, yellow: true, red: false, blue: false })
    expect(auction.lightNotes).toEqual(['Paint: Scratches'])
    expect(auction.conditionReport?.sections[0]?.questions[0]?.flagged).toBe(true)
    expect(auction.dealershipMemberBids).toEqual([
      { bidderName: 'Bea Buyer', bidderEmail: 'bea@example.test', amount: 17500, placedAt: 1_800_000_100_000 },
    ])
    expect(auction.sellerStatus).toEqual({ featuredSeller: true, topSeller: false })
    expect(toAuction(wire).gallery).toBeUndefined()
    expect(() => toAuction({ ...wire, details: { ...details, doors: 'four' } })).toThrow(MalformedResponse)
  })

  it('rejects a payload that breaks the contract with a typed error, not a crash', () => {
    expect(() => toAuction({ ...wire, high_bid: { amount: 'lots' } })).toThrow(MalformedResponse)
    expect(() => toAuction({ ...wire, status: 'exploded' })).toThrow(MalformedResponse)
    expect(() => toAuction({ ...wire, start_price: 12.5 })).toThrow(MalformedResponse)
    expect(() => toAuction(null)).toThrow(MalformedResponse)
  })
})
