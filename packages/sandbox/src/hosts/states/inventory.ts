import { inventoryState } from '../../world/inventory'
import { createRng } from '../../world/prng'
import { generateVehicle } from '../../world/vehicles'
import { fail, ok, type StateHandler, userFrom, value } from '../stateKit'

/** Provider states of the inventory gateway (marketplace §7 Inventory service, Terms of service). */
export const inventoryStates: readonly StateHandler[] = [
  {
    pattern: /^user (\{email\}|\S+) (has|has not) accepted the inventory terms$/i,
    describe: 'user {email} has accepted the inventory terms | has not accepted the inventory terms',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      if (!user) return fail(`no user ${m[1]}`)
      const { accepted } = inventoryState(ctx.core().engine)
      if (/not/i.test(m[2] ?? '')) accepted.delete(user.id)
      else accepted.add(user.id)
      return ok({ userId: user.id })
    },
  },
  {
    pattern: /^dealership (\{dealerId\}|\d+) has inventory vehicle (\{inventoryId\}|\d+)$/i,
    describe: 'dealership {dealerId} has inventory vehicle {inventoryId} (in stock, odometer known)',
    run: (ctx, m, params) => {
      const dealerId = Number(value(m[1], params, 'dealerId'))
      const id = Number(value(m[2], params, 'inventoryId'))
      const { engine } = ctx.core()
      if (!Number.isInteger(dealerId) || !Number.isInteger(id) || !engine.world.dealerships.has(dealerId))
        return fail('dealerId or inventoryId is missing or unknown')
      const { vehicle, value: worth } = generateVehicle(createRng(id))
      inventoryState(engine).vehicles.set(id, {
        id,
        dealerId,
        stockNumber: `P${dealerId}-${id}`,
        vehicle,
        odometer: vehicle.odometer,
        price: Math.round(worth / 100) * 100,
        // Newest of the dealership, so it heads the list.
        addedAt: Math.floor(engine.now() / 1000) * 1000 + 60_000,
        imageKeys: [],
        savedAuctionId: null,
      })
      return ok({ dealerId, inventoryId: id, vin: vehicle.vin })
    },
  },
]
