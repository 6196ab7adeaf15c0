import { CAPITAL_DEALER, capitalState, feeFor } from '../../world/capital'
import { createRng } from '../../world/prng'
import { generateVehicle } from '../../world/vehicles'
import { fail, ok, type StateHandler, value } from '../stateKit'

const DAY = 86_400_000

/** Provider states of the capital gateway (marketplace §7 Capital service). */
export const capitalStates: readonly StateHandler[] = [
  {
    pattern: /^capital@ has an open invoice for auction (\{auctionId\}|\d+) with a balance due of (\{total\}|\d+)$/i,
    describe: 'capital@ has an open invoice for auction {auctionId} with a balance due of {total}',
    run: (ctx, m, params) => {
      const auctionId = Number(value(m[1], params, 'auctionId'))
      const total = Number(value(m[2], params, 'total'))
      if (!Number.isInteger(auctionId) || !Number.isInteger(total) || total < 1100)
        return fail('auctionId or total (≥ 1100) is missing')
      const { engine } = ctx.core()
      const fee = feeFor(total) ?? 299
      const createdAt = Math.floor(engine.now() / 1000) * 1000 - DAY
      capitalState(engine).invoices.set(auctionId, {
        id: 49_000 + (auctionId % 1000),
        auctionId,
        dealerId: CAPITAL_DEALER,
        vehicle: generateVehicle(createRng(auctionId)).vehicle,
        vehicleAmount: total - fee,
        fee,
        createdAt,
        // Due before every seeded invoice, so it heads the soonest-due list.
        dueAt: createdAt + DAY,
        paidAt: null,
      })
      return ok({ auctionId, total, dealerId: CAPITAL_DEALER })
    },
  },
]
