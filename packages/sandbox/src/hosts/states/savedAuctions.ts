import { dayOf, inspectionsState } from '../../world/inspections'
import { createRng } from '../../world/prng'
import { recordRun } from '../../world/runHistory'
import { defaultAddressId, type SavedAuctionStatus, savedAuctionsState } from '../../world/savedAuctions'
import { generateVehicle } from '../../world/vehicles'
import { ensureAuction, fail, ok, type StateHandler, userFrom, value } from '../stateKit'

const STATUSES: readonly string[] = ['complete', 'submitted', 'max_launches', 'expired', 'incomplete']

/** Provider states of the saved-auctions gateway (marketplace §3 Saved auction, §7 Saved auctions). */
export const savedAuctionsStates: readonly StateHandler[] = [
  {
    pattern:
      /^user (\{email\}|\S+) has a saved auction (\{savedAuctionId\}|\d+) for VIN (\{vin\}|\S+) in status (\{status\}|\S+)$/i,
    describe: 'user {email} has a saved auction {savedAuctionId} for VIN {vin} in status {status}',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const id = Number(value(m[2], params, 'savedAuctionId'))
      const vin = value(m[3], params, 'vin')
      const status = value(m[4], params, 'status')
      const dealerId = user?.defaultDealerId ?? user?.memberships[0]?.dealerId
      if (!user || dealerId === undefined || !Number.isInteger(id) || !vin || !status || !STATUSES.includes(status))
        return fail('email, savedAuctionId, vin or status is missing or unknown')
      const { engine } = ctx.core()
      const { vehicle } = generateVehicle(createRng(id))
      const complete = status !== 'incomplete'
      savedAuctionsState(engine).records.set(id, {
        id,
        dealerId,
        vehicle: { ...vehicle, vin },
        odometer: complete ? vehicle.odometer : null,
        transmission: complete ? vehicle.transmission : null,
        greenLight: true,
        autosell: false,
        status: status as SavedAuctionStatus,
        launchCount: status === 'max_launches' ? 3 : 0,
        previousReserve: null,
        startTime: null,
        startPrice: null,
        launchAddressId: complete ? defaultAddressId(dealerId) : null,
        updatedAt: Math.floor(engine.now() / 1000) * 1000,
        readOnly: false,
        forceRedLight: false,
        redLightMessages: [],
        auctionId: null,
      })
      return ok({ savedAuctionId: id, vin, dealerId, userId: user.id })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) is the relaunch of auction (\{previousAuctionId\}|\d+)$/i,
    describe: 'auction {auctionId} is the relaunch of auction {previousAuctionId} (run 2 after an unsold run 1)',
    run: (ctx, m, params) => {
      const id = Number(value(m[1], params, 'auctionId'))
      const previousId = Number(value(m[2], params, 'previousAuctionId'))
      if (!Number.isInteger(id) || !Number.isInteger(previousId))
        return fail('auctionId or previousAuctionId is missing')
      const { engine } = ctx.core()
      const previous = ensureAuction(ctx, previousId)
      ensureAuction(ctx, id)
      previous.status = 'ended_killed'
      const savedAuctionId = 7000 + (id % 1000)
      recordRun(engine, previousId, { savedAuctionId, runNumber: 1, previousAuctionId: null })
      recordRun(engine, id, { savedAuctionId, runNumber: 2, previousAuctionId: previousId })
      return ok({ auctionId: id, previousAuctionId: previousId })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) has a requested inspection (\{requestId\}|\d+)$/i,
    describe: 'user {email} has a requested inspection {requestId} (docs/adr/0045)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const id = Number(value(m[2], params, 'requestId'))
      const dealerId = user?.defaultDealerId ?? user?.memberships[0]?.dealerId
      if (!user || dealerId === undefined || !Number.isInteger(id)) return fail('email or requestId is missing')
      const { engine } = ctx.core()
      const { vehicle } = generateVehicle(createRng(id))
      const now = Math.floor(engine.now() / 1000) * 1000
      inspectionsState(engine).records.set(id, {
        id,
        dealerId,
        vin: vehicle.vin,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        odometer: vehicle.odometer,
        addressId: defaultAddressId(dealerId),
        windowStart: dayOf(now + 86_400_000),
        windowEnd: dayOf(now + 3 * 86_400_000),
        contactName: 'Pact Contact',
        contactPhone: '(512) 555-0100',
        notes: '',
        status: 'requested',
        requestedAt: now,
        scheduledFor: null,
        savedAuctionId: null,
      })
      return ok({ requestId: id, dealerId })
    },
  },
]
