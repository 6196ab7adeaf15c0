import { minimalPdf } from '../../wire/pdf'
import { createRng } from '../../world/prng'
import { addressOf, type TransportStatus, transportState } from '../../world/transport'
import { generateVehicle } from '../../world/vehicles'
import { fail, ok, type StateHandler, value } from '../stateKit'

const STATUSES: readonly string[] = ['requested', 'scheduled', 'picked_up', 'delivered', 'cancelled']

/** Provider states of the transport gateway (marketplace §7 Transport). */
export const transportStates: readonly StateHandler[] = [
  {
    pattern: /^dealership (\{dealerId\}|\d+) has a transport request (\{requestId\}|\d+) in status (\{status\}|\S+)$/i,
    describe: 'dealership {dealerId} has a transport request {requestId} in status {status} (optional vin)',
    run: (ctx, m, params) => {
      const dealerId = Number(value(m[1], params, 'dealerId'))
      const id = Number(value(m[2], params, 'requestId'))
      const status = value(m[3], params, 'status')
      const { engine, world } = ctx.core()
      if (!Number.isInteger(dealerId) || !Number.isInteger(id) || !status || !STATUSES.includes(status))
        return fail('dealerId, requestId or status is missing or unknown')
      const { vehicle } = generateVehicle(createRng(id))
      const vin = typeof params.vin === 'string' ? params.vin : vehicle.vin
      const now = Math.floor(engine.now() / 1000) * 1000
      transportState(engine).jobs.set(id, {
        id,
        dealerId,
        vehicle: { ...vehicle, vin },
        status: status as TransportStatus,
        serviceType: 'standard',
        pickupAddress: { zipCode: '60614', street: '1 Lake St', city: 'Chicago', state: 'IL' },
        deliveryAddress: addressOf(world.dealerships.get(dealerId)),
        inop: false,
        price: 640,
        // A minute in the future, so it heads the newest-first list.
        createdAt: now + 60_000,
        estimatedDeliveryAt: now + 5 * 86_400_000,
        gatePassFileKey: null,
        auctionId: null,
      })
      return ok({ requestId: id, dealerId, vin, status })
    },
  },
  {
    pattern: /^a gate pass file (\{fileKey\}|\S+) was uploaded for dealership (\{dealerId\}|\d+)$/i,
    describe: 'a gate pass file {fileKey} was uploaded for dealership {dealerId}',
    run: (ctx, m, params) => {
      const fileKey = value(m[1], params, 'fileKey')
      const dealerId = Number(value(m[2], params, 'dealerId'))
      if (!fileKey || !Number.isInteger(dealerId)) return fail('fileKey or dealerId is missing')
      transportState(ctx.core().engine).files.set(fileKey, {
        dealerIds: [dealerId],
        name: `${fileKey}.pdf`,
        type: 'application/pdf',
        bytes: minimalPdf(['Gate pass (pact)', fileKey]),
      })
      return ok({ fileKey, dealerId })
    },
  },
]
