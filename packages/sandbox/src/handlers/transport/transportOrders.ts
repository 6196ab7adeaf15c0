import type { TransportComponents, TransportPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { toEpochSeconds } from '../../wire/liveAuction'
import { createRng } from '../../world/prng'
import {
  type Address,
  addressOf,
  hasActiveRequest,
  quoteFor,
  type ServiceType,
  type TransportJob,
  transportState,
} from '../../world/transport'
import type { User } from '../../world/types'
import { generateVehicle } from '../../world/vehicles'
import { decodeVin } from '../../world/vinDecode'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields, wholeNumber } from '../kit/request'

type Schemas = TransportComponents['schemas']
type CreateBody = Schemas['CreateTransportRequest']

/** "Maximum vehicles per transport order: 20" (marketplace §5, §9). */
export const MAX_VEHICLES_PER_ORDER = 20
const SERVICE_TYPES: readonly ServiceType[] = ['standard', 'expedited', 'enclosed']
const ZIP = /^[0-9]{5}$/
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const ADDRESS_FIELDS = ['zipCode', 'street', 'city', 'state', 'note', 'phone']
const DAY = 86_400_000

const addressProblem = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${name} must be an object.`
  const extra = unknownFields(value, ADDRESS_FIELDS)
  if (extra.length > 0) return `Unknown field(s) in ${name}: ${extra.join(', ')}.`
  const r = value as Record<string, unknown>
  if (typeof r.zipCode !== 'string' || !ZIP.test(r.zipCode)) return `${name}.zipCode must be a five-digit ZIP code.`
  const bad = ADDRESS_FIELDS.slice(1).find((f) => r[f] !== undefined && typeof r[f] !== 'string')
  return bad ? `${name}.${bad} must be a string.` : undefined
}

const createProblem = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.'
  const r = body as Record<string, unknown>
  const allowed = [
    'pickup_zip',
    'delivery_zip',
    'pickup_address',
    'delivery_address',
    'dealer_id',
    'dealership',
    'inop',
    'service_type',
    'vehicles',
  ]
  const extra = unknownFields(body, allowed)
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  if (typeof r.pickup_zip !== 'string' || !ZIP.test(r.pickup_zip)) return 'pickup_zip must be a five-digit ZIP code.'
  if (typeof r.delivery_zip !== 'string' || !ZIP.test(r.delivery_zip))
    return 'delivery_zip must be a five-digit ZIP code.'
  const address =
    addressProblem(r.pickup_address, 'pickup_address') ?? addressProblem(r.delivery_address, 'delivery_address')
  if (address) return address
  if (!Number.isSafeInteger(r.dealer_id)) return 'dealer_id must be an integer.'
  if (typeof r.dealership !== 'string') return 'dealership must be a string.'
  if (typeof r.inop !== 'boolean') return 'inop must be a boolean.'
  if (!SERVICE_TYPES.includes(r.service_type as ServiceType))
    return `service_type must be one of ${SERVICE_TYPES.join(', ')}.`
  if (!Array.isArray(r.vehicles) || r.vehicles.length === 0) return 'vehicles must list at least one vehicle.'
  if (r.vehicles.length > MAX_VEHICLES_PER_ORDER)
    return `At most ${MAX_VEHICLES_PER_ORDER} vehicles per transport order (${r.vehicles.length} sent).`
  const vehicle = r.vehicles.find((v) => {
    const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>
    return (
      typeof o.vin !== 'string' ||
      !VIN.test(o.vin) ||
      unknownFields(o, ['vin', 'auction_id', 'gatePassFileKey']).length > 0 ||
      (o.auction_id !== undefined && !Number.isSafeInteger(o.auction_id)) ||
      (o.gatePassFileKey !== undefined && typeof o.gatePassFileKey !== 'string')
    )
  })
  return vehicle === undefined
    ? undefined
    : 'Each vehicle needs a 17-character vin (and optional auction_id, gatePassFileKey).'
}

/** The vehicle info of marketplace §3 for a VIN, or undefined when it cannot be decoded. */
const vehicleInfo = (engine: Engine, vin: string) => {
  const decoded = decodeVin(engine.world, vin)
  return decoded && { ...decoded, activeRequestAssociated: hasActiveRequest(engine, vin) }
}

/** Quote, create, VIN decoding, contact and checkout options (marketplace §7 Transport, §4 Order flow). */
export const transportOrderHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<TransportPaths>({ baseUrl: baseUrls.transport })
  const mine = (user: User, dealerId: number) => user.memberships.some((m) => m.dealerId === dealerId)
  const forbidden = (dealerId: number) =>
    errorReply(engine, 'service', 403, `Dealership ${dealerId} is not one of yours.`, 'not_a_member')

  const create = (body: CreateBody): TransportJob[] => {
    const state = transportState(engine)
    const now = Math.floor(engine.now() / 1000) * 1000
    const q = quoteFor(body.pickup_zip, body.delivery_zip, body.service_type, body.inop)
    return body.vehicles.map((v) => {
      const known = [...engine.world.auctions.values()].find((a) => a.vehicle.vin === v.vin)?.vehicle
      const decoded = decodeVin(engine.world, v.vin)
      const base = known ?? generateVehicle(createRng(state.nextJobId)).vehicle
      const job: TransportJob = {
        id: state.nextJobId++,
        dealerId: body.dealer_id,
        vehicle: {
          ...base,
          vin: v.vin,
          ...(decoded && !known ? { make: decoded.make, model: decoded.model, year: decoded.year } : {}),
        },
        status: 'requested',
        serviceType: body.service_type,
        pickupAddress: { ...body.pickup_address, zipCode: body.pickup_zip } as Address,
        deliveryAddress: { ...body.delivery_address, zipCode: body.delivery_zip } as Address,
        inop: body.inop,
        price: q.pricePerVehicle,
        createdAt: now,
        estimatedDeliveryAt: now + (q.estimatedPickupDays + q.estimatedDeliveryDays) * DAY,
        gatePassFileKey: v.gatePassFileKey ?? null,
        auctionId: v.auction_id ?? null,
      }
      state.jobs.set(job.id, job)
      return job
    })
  }

  return [
    http.get('/transportation/quote', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const url = new URL(request.url)
      const p = (name: string) => url.searchParams.get(name)
      const auctionId = wholeNumber(p('auction_id') ?? undefined)
      const auction = auctionId === undefined ? undefined : engine.world.auctions.get(auctionId)
      if (auctionId !== undefined && auction === undefined)
        return response.untyped(
          errorReply(engine, 'service', 400, `auction_id ${auctionId} is not an auction.`, 'validation'),
        )
      const pickup =
        p('pickup_zip') ?? (auction ? (engine.world.dealerships.get(auction.sellerDealerId)?.zipCode ?? '') : '')
      const delivery = p('delivery_zip') ?? ''
      const dealerId = wholeNumber(p('dealer_id') ?? undefined)
      const service = (p('service_type') ?? 'standard') as ServiceType
      const count = Number(p('vehicle_count') ?? 1)
      const inop = p('inop')
      const problem =
        !ZIP.test(pickup) || !ZIP.test(delivery)
          ? 'pickup_zip and delivery_zip must be five-digit ZIP codes.'
          : dealerId === undefined
            ? 'dealer_id is required.'
            : !SERVICE_TYPES.includes(service)
              ? `service_type must be one of ${SERVICE_TYPES.join(', ')}.`
              : !Number.isInteger(count) || count < 1 || count > MAX_VEHICLES_PER_ORDER
                ? `vehicle_count must be 1 to ${MAX_VEHICLES_PER_ORDER}.`
                : inop !== null && inop !== 'true' && inop !== 'false'
                  ? 'inop must be true or false.'
                  : undefined
      if (problem) return response.untyped(errorReply(engine, 'service', 400, problem, 'validation'))
      if (!mine(who.user, dealerId as number)) return response.untyped(forbidden(dealerId as number))
      const q = quoteFor(pickup, delivery, service, inop === 'true')
      return response(200).json(
        {
          quoteId: `q-${pickup}-${delivery}-${service}-${count}`,
          price: q.pricePerVehicle * count,
          pricePerVehicle: q.pricePerVehicle,
          serviceType: service,
          distanceMiles: q.distanceMiles,
          estimatedPickupDays: q.estimatedPickupDays,
          estimatedDeliveryDays: q.estimatedDeliveryDays,
          expiresAt: toEpochSeconds(engine.now() + DAY),
        },
        serverTime(engine.now()),
      )
    }),
    http.post('/transportation/requests', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      const problem = createProblem(body)
      if (problem) return response.untyped(errorReply(engine, 'service', 400, problem, 'validation'))
      const order = body as CreateBody
      if (!mine(who.user, order.dealer_id)) return response.untyped(forbidden(order.dealer_id))
      const busy = order.vehicles.find((v) => hasActiveRequest(engine, v.vin))
      if (busy)
        return response.untyped(
          errorReply(
            engine,
            'service',
            409,
            `VIN ${busy.vin} already has an active transport request.`,
            'active_request',
          ),
        )
      const created = create(order).map((j) => ({
        request_id: j.id,
        vin: j.vehicle.vin,
        status: j.status,
        price: j.price,
      }))
      const [only] = created
      return response(201).json(created.length === 1 && only ? only : created, serverTime(engine.now()))
    }),
    http.get('/transportation/vin/{vin}/decode', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const info = vehicleInfo(engine, String(params.vin))
      if (!info)
        return response.untyped(
          errorReply(engine, 'service', 404, `VIN ${String(params.vin)} could not be decoded.`, 'not_decodable'),
        )
      return response(200).json(info, serverTime(engine.now()))
    }),
    http.get('/transportation/contact/dealer/{dealerId}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.dealerId)
      const dealership = id === undefined ? undefined : engine.world.dealerships.get(id)
      if (!dealership)
        return response.untyped(
          errorReply(engine, 'service', 404, `Dealership ${String(params.dealerId)} was not found.`, 'not_found'),
        )
      const phone = `(${dealership.zipCode.slice(0, 3)}) 555-${String(dealership.id % 10_000).padStart(4, '0')}`
      return response(200).json({ phone, name: `${dealership.name} transport desk` }, serverTime(engine.now()))
    }),
    http.post('/transportation/checkout-options', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const body = (await readJson(request)) as Record<string, unknown> | undefined
      const vehicles = body?.vehicles
      const bad =
        unknownFields(body, ['vehicles', 'delivery_zip']).length > 0 ||
        !Array.isArray(vehicles) ||
        vehicles.length === 0 ||
        vehicles.length > MAX_VEHICLES_PER_ORDER ||
        vehicles.some(
          (v) => typeof (v as { vin?: unknown })?.vin !== 'string' || !VIN.test((v as { vin: string }).vin),
        ) ||
        (body?.delivery_zip !== undefined && !(typeof body.delivery_zip === 'string' && ZIP.test(body.delivery_zip)))
      if (bad)
        return response.untyped(
          errorReply(
            engine,
            'service',
            400,
            `Send {vehicles: [{vin}]} with 1 to ${MAX_VEHICLES_PER_ORDER} VINs.`,
            'validation',
          ),
        )
      const vins = (vehicles as { vin: string }[]).map((v) => v.vin)
      const deliveryZip =
        (body?.delivery_zip as string | undefined) ??
        addressOf(engine.world.dealerships.get(who.user.defaultDealerId ?? 0)).zipCode
      const vinsInfo = vins.map((vin) => vehicleInfo(engine, vin)).filter((v) => v !== undefined)
      const serviceTypes = SERVICE_TYPES.map((serviceType) => {
        const q = quoteFor('60614', deliveryZip, serviceType, false)
        return { serviceType, price: q.pricePerVehicle * vins.length, estimatedDeliveryDays: q.estimatedDeliveryDays }
      })
      return response(200).json({ serviceTypes, vinsInfo }, serverTime(engine.now()))
    }),
  ]
}
