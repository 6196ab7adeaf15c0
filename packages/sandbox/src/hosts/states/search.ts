import { searchState } from '../../world/search'
import type { Auction, Vehicle } from '../../world/types'
import { ensureAuction, fail, makeLive, ok, type StateHandler, userFrom, value } from '../stateKit'

/** The pact names vehicle and seller; the record's fields are read-only for the engine, not for a provider state. */
const writable = (auction: Auction) => auction as { -readonly [K in keyof Auction]: Auction[K] }

/** Provider states of the search gateway (marketplace §7 Search service, §3 Saved search). */
export const searchStates: readonly StateHandler[] = [
  {
    pattern: /^auction (\{auctionId\}|\d+) is a live (\{make\}|\S+) (\{model\}|\S+) (\{trim\}|\S+)$/i,
    describe: 'auction {auctionId} is a live {make} {model} {trim}',
    run: (ctx, m, params) => {
      const id = Number(value(m[1], params, 'auctionId'))
      const make = value(m[2], params, 'make')
      const model = value(m[3], params, 'model')
      const trim = value(m[4], params, 'trim')
      if (!Number.isInteger(id) || !make || !model || !trim) return fail('auctionId, make, model or trim is missing')
      const auction = makeLive(ctx, id, params)
      writable(auction).vehicle = { ...auction.vehicle, make, model, trim } satisfies Vehicle
      return ok({ auctionId: id, make, model, trim })
    },
  },
  {
    pattern: /^user (\{userId\}|\S+) has a saved search (\{savedSearchId\}|\S+)$/i,
    describe: 'user {userId} has a saved search {savedSearchId} (optional name; filters make = Ford)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'userId'))
      const id = value(m[2], params, 'savedSearchId')
      if (!user || !id) return fail('userId or savedSearchId is missing')
      const at = ctx.core().engine.now()
      searchState(ctx.core().engine).savedSearches.set(id, {
        id,
        userId: user.id,
        created: at,
        updated: at,
        name: typeof params.name === 'string' ? params.name : 'Trucks',
        auctionLaunchPushNotification: true,
        syncWithLegacyFilters: false,
        enabled: true,
        filters: [{ filterType: 'make', value: 'Ford' }],
      })
      return ok({ userId: user.id, savedSearchId: id })
    },
  },
  {
    pattern:
      /^vehicle (\{vin\}|[A-HJ-NPR-Z0-9]{17}) is sold by dealer (\{sellerDealerId\}|\d+) in auction (\{auctionId\}|\d+)$/i,
    describe: 'vehicle {vin} is sold by dealer {sellerDealerId} in auction {auctionId}',
    run: (ctx, m, params) => {
      const vin = value(m[1], params, 'vin')
      const dealer = Number(value(m[2], params, 'sellerDealerId'))
      const id = Number(value(m[3], params, 'auctionId'))
      if (!vin || !Number.isInteger(dealer) || !Number.isInteger(id))
        return fail('vin, sellerDealerId or auctionId is missing')
      const auction = ensureAuction(ctx, id)
      writable(auction).vehicle = { ...auction.vehicle, vin } satisfies Vehicle
      writable(auction).sellerDealerId = dealer
      return ok({ vin, sellerDealerId: dealer, auctionId: id })
    },
  },
]
