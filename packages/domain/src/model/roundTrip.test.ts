import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { anAuction } from '../testing/auctionBuilder'
import { aSession } from '../testing/sessionBuilder'
import { aUser } from '../testing/userBuilder'
import { Auction, AuctionLights, DealershipMemberBid, LaneInfo, NegotiationInfo, PendingOffer } from './auction'
import { BidReceipt } from './bid'
import { LiveMessage } from './liveMessage'
import { DealerLoyalty } from './loyalty'
import { LaunchPayload, SavedAuction } from './savedAuction'
import { AuctionAccessAccount, RunListItem, SavedSearch } from './savedSearch'
import { Session } from './session'
import { Lane, TermsAcceptance, TermsState } from './terms'
import { Notification, Setting, Tour } from './tour'
import { QuoteRequest, TransportFilters, TransportJob, TransportPagination, TransportVehicle } from './transport'
import { CapitalStanding, User } from './user'

const address = { zipCode: '14203', street: '1 Main', note: null, phone: '555' }
const laneInfo = {
  permissionType: 'open',
  phase: 'live',
  allowsBidding: true,
  allowsBuying: false,
  allowsOffers: true,
  allowsProxy: true,
  allowsPurchaseNow: false,
  allowsRemoveReserve: false,
  reserveVisible: true,
  makeOfferEndsAt: null,
  isPrivate: false,
  privateAuctionPhase: null,
  privateLaneId: null,
  privateAuctionMakeOfferEndsAt: null,
}
const negotiation = { lastOfferUserId: 7, lastOffer: 100, ourOffer: 90, theirOffer: 100 }
const pendingOffer = {
  amount: 100,
  creatorDealerId: 1,
  creatorUserId: 2,
  offerState: 0,
  rejectionReason: null,
  sellerDealerId: 3,
  vehicleId: 'v',
}
const lights = { green: true, yellow: false, red: false, blue: true }
const memberBid = { bidderName: 'Ann', bidderEmail: 'ann@example.com', amount: 50 }
const auction = anAuction()
  .withHighBid(5200)
  .withProxy(6000, true)
  .with({
    images: { large: 'l', medium: 'm', thumbnail: 't' },
    negotiation: negotiation as never,
    pendingOffer: pendingOffer as never,
    laneInfo: laneInfo as never,
    lights,
    dealershipMemberBids: [memberBid as never],
    buyerInfo: { dealerId: 1, userId: 2, highBid: 5200 } as never,
    sellerStatus: { featuredSeller: true, topSeller: false },
  })
  .build()

const samples: readonly [string, Schema.Top, unknown][] = [
  ['Auction', Auction, auction],
  ['NegotiationInfo', NegotiationInfo, negotiation],
  ['PendingOffer', PendingOffer, pendingOffer],
  ['LaneInfo', LaneInfo, laneInfo],
  ['AuctionLights', AuctionLights, lights],
  ['DealershipMemberBid', DealershipMemberBid, memberBid],
  [
    'BidReceipt',
    BidReceipt,
    {
      auctionId: 1,
      amount: 100,
      proxy: false,
      persistent: false,
      success: true,
      message: null,
      highBid: { amount: 100, userId: 2, dealerId: 3 },
      seller: { userId: 4, dealerId: 5 },
      endsAt: 10,
      bidCount: 1,
      acceptedAt: 9,
    },
  ],
  [
    'LiveMessage',
    LiveMessage,
    {
      type: 'BID',
      auction: {
        id: 1,
        currentBid: 100,
        endsAt: 10,
        highBidderDealerId: 2,
        highBidderId: 3,
        sellerDealerId: 4,
        sellerId: 5,
        bidCount: 1,
        state: null,
        status: 'active',
      },
    },
  ],
  [
    'DealerLoyalty',
    DealerLoyalty,
    { dealerId: 1, eligible: true, dealerName: 'D', enrolledToRewards: true, rewardPoints: 10, tier: 'gold' },
  ],
  [
    'SavedAuction',
    SavedAuction,
    {
      id: 1,
      dealerId: 2,
      dealershipName: null,
      vin: 'V',
      year: 2020,
      make: 'Ford',
      model: 'F-150',
      greenLight: true,
      autosell: false,
      status: 'complete',
      launchCount: 0,
      previousReserve: null,
      startsAt: null,
      startPrice: 100,
      bidCount: 0,
      viewCount: 0,
      launchAddressId: 3,
      odometer: 1000,
      transmission: null,
      trim: null,
      drivetrain: null,
      updatedAt: 5,
      readOnly: false,
      privateLanes: [{ id: 4, name: 'p' }],
      eventLanes: [],
      launchWindows: [{ startsAt: 7, endsAt: 8 }],
      liveAppraisalDescription: null,
      forceRedLight: false,
      redLightMessages: [],
      sellerSettings: { autosellLaunchOnly: true, goGreen: false },
      auctionId: null,
    },
  ],
  [
    'LaunchPayload',
    LaunchPayload,
    {
      vin: 'V',
      dealerId: 1,
      autosell: false,
      floorPrice: 100,
      greenLight: true,
      lane: 'event_lane',
      laneId: null,
      durationInSeconds: 60,
      addressId: null,
      titleOption: null,
      startPrice: null,
      auctionStartTime: 5,
      savedAuctionId: 9,
      source: 'web',
      requestorUserId: 7,
    },
  ],
  [
    'SavedSearch',
    SavedSearch,
    {
      id: 'ss-1',
      created: 1,
      updated: 2,
      userId: 7,
      name: 'n',
      auctionLaunchPushNotification: false,
      syncWithLegacyFilters: true,
      enabled: true,
      filters: [
        { filterType: 'make', value: 'Ford' },
        { filterType: 'year', minValue: 2015, maxValue: 2020 },
      ],
    },
  ],
  [
    'RunListItem',
    RunListItem,
    {
      title: 't',
      subtitle: null,
      thumbnail: null,
      price: 100,
      formattedPrice: '$100',
      alert: false,
      alertMessage: null,
      groupBy: 'g',
      proxyBid: null,
    },
  ],
  [
    'AuctionAccessAccount',
    AuctionAccessAccount,
    {
      id: 'a',
      photoId: null,
      firstName: 'F',
      lastName: 'L',
      organizations: [{ externalId: '101', name: 'River City Motors', city: 'Buffalo', state: 'NY' }],
      preferredLanguage: 'en',
      email: 'e',
      issues: [{ message: 'm', restrictions: { blockingIssue: true } }],
      tracking: { utm_source: 's' },
      clickId: null,
    },
  ],
  ['Session', Session, aSession().withFlags({ a: true }).prefersSearch().build()],
  [
    'TermsState',
    TermsState,
    { eulaId: 'e', contentUrl: 'u', acceptanceRequired: true, accepted: false, errors: ['x'] },
  ],
  ['TermsAcceptance', TermsAcceptance, { eulaId: 'e', acceptedAt: 5 }],
  ['Lane', Lane, { id: 'l', displayName: 'L', eulaAccepted: false }],
  [
    'Tour',
    Tour,
    {
      key: 'k',
      title: 't',
      subtitle: null,
      steps: [{ target: '#a', header: 'h', content: 'c', description: null, placement: 'top' }],
    },
  ],
  [
    'Notification',
    Notification,
    { id: 1, title: 't', body: 'b', createdAt: 5, read: false, auctionId: null, thumbnail: null },
  ],
  ['Setting', Setting, { category: 'c', key: 'k', value: ['a', 'b'] }],
  ['TransportJob', TransportJob, { id: 'j', gatePassUrl: null }],
  [
    'TransportPagination',
    TransportPagination,
    { first: true, last: false, totalPages: 2, totalElements: 3, numberOfElements: 2, size: 2, number: 0 },
  ],
  ['TransportFilters', TransportFilters, { sort: null, search: 'x', statuses: ['open'] }],
  [
    'QuoteRequest',
    QuoteRequest,
    {
      pickupZip: '1',
      deliveryZip: '2',
      pickupAddress: address,
      deliveryAddress: address,
      dealerId: 3,
      dealership: 'D',
      inop: false,
      serviceType: 'standard',
    },
  ],
  [
    'TransportVehicle',
    TransportVehicle,
    {
      vin: 'V',
      make: 'M',
      model: 'X',
      year: 2020,
      weight: null,
      trim: null,
      vehicleClass: null,
      activeRequestAssociated: false,
    },
  ],
  [
    'CapitalStanding',
    CapitalStanding,
    { isCapitalUser: true, dealerSelection: [{ dealerId: 1, productLines: ['a'] }] },
  ],
  ['User', User, aUser().withAppRoles('vci').memberOf(4, 'admin').build()],
]

describe('model schemas decode what they describe', () => {
  it.each(samples)('%s decodes a full value to itself, and knows every field', (_name, schema, value) => {
    const decode = Schema.decodeUnknownSync(schema as Schema.Codec<unknown>)
    expect(decode(value, { onExcessProperty: 'error' })).toEqual(value)
    expect(() => decode({})).toThrow()
  })

  it.each(samples)('%s refuses a value that lacks a nested field', (_name, schema, value) => {
    const decode = Schema.decodeUnknownSync(schema as Schema.Codec<unknown>)
    const broken = JSON.parse(JSON.stringify(value), (_key, v) =>
      v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0
        ? Object.fromEntries(Object.entries(v).slice(1))
        : v,
    )
    expect(() => decode(broken)).toThrow()
  })
})
