import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { anAuction } from '../testing/auctionBuilder'
import { Auction } from './auction'
import { Offer } from './offer'
import { SavedSearch } from './savedSearch'

describe('model schemas', () => {
  it('decodes an auction with and without the optional details', () => {
    const auction = anAuction().build()
    expect(Schema.decodeUnknownSync(Auction)(auction)).toEqual(auction)
    const detailed = { ...auction, finalized: true, collections: ['won'] }
    expect(Schema.decodeUnknownSync(Auction)(detailed)).toEqual(detailed)
  })
  it('refuses negative money and unknown statuses', () => {
    expect(() => Schema.decodeUnknownSync(Auction)({ ...anAuction().build(), startPrice: -1 })).toThrow()
    expect(() => Schema.decodeUnknownSync(Auction)({ ...anAuction().build(), status: 'sold' })).toThrow()
  })
  it('decodes offers in states 0–4 only', () => {
    const offer = {
      state: 4,
      amount: 100,
      rejectionReason: null,
      noLongerAvailable: false,
      minimumAmount: 50,
      dealerId: 3,
    }
    expect(Schema.decodeUnknownSync(Offer)(offer)).toEqual(offer)
    expect(() => Schema.decodeUnknownSync(Offer)({ ...offer, state: 5 })).toThrow()
  })
  it('decodes saved search filters with a value or a range', () => {
    const search = {
      id: 'ss-1',
      created: 0,
      updated: 0,
      userId: 7,
      name: 'Trucks',
      auctionLaunchPushNotification: true,
      syncWithLegacyFilters: false,
      enabled: true,
      filters: [
        { filterType: 'make', value: 'Ford' },
        { filterType: 'year', minValue: 2015, maxValue: null },
      ],
    }
    expect(Schema.decodeUnknownSync(SavedSearch)(search)).toEqual(search)
  })
})
