import type { SavedAuctionsComponents, SavedAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { toEpochSeconds } from '../../wire/liveAuction'
import { sellingTypes } from '../../world/dealerships'
import {
  addressLabel,
  advanceInspections,
  dayOf,
  type InspectionRecord,
  inspectableVehicles,
  inspectionsOf,
  inspectionsState,
  isOpen,
} from '../../world/inspections'
import { addressesOf } from '../../world/organization'
import type { User } from '../../world/types'
import { decodeVin } from '../../world/vinDecode'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson, unknownFields, wholeNumber } from '../kit/request'

type InspectionWire = SavedAuctionsComponents['schemas']['InspectionRequest']
type FieldError = { readonly detail: string; readonly code: string }

const FIELDS = [
  'dealer_id',
  'vin',
  'odometer',
  'address_id',
  'window_start',
  'window_end',
  'contact_name',
  'contact_phone',
  'notes',
]
const DATE = /^\d{4}-\d{2}-\d{2}$/
const MAX_WINDOW_DAYS = 30

const toWire = (engine: Engine, r: InspectionRecord): InspectionWire => ({
  id: r.id,
  dealer_id: r.dealerId,
  vin: r.vin,
  year: r.year,
  make: r.make,
  model: r.model,
  odometer: r.odometer,
  address: { id: r.addressId, label: addressLabel(engine, r.dealerId, r.addressId) ?? `Address ${r.addressId}` },
  window_start: r.windowStart,
  window_end: r.windowEnd,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
  notes: r.notes,
  status: r.status,
  requested_at: toEpochSeconds(r.requestedAt),
  scheduled_for: r.scheduledFor === null ? null : toEpochSeconds(r.scheduledFor),
  saved_auction_id: r.savedAuctionId,
})

/** Why this user may not act for this dealership (403), or undefined. */
const refusal = (engine: Engine, user: User, dealerId: number | undefined): FieldError | undefined => {
  if (dealerId === undefined || !user.memberships.some((m) => m.dealerId === dealerId))
    return { detail: `Dealership ${String(dealerId)} is not one of yours.`, code: 'not_a_member' }
  if (user.role === 'readonly' || !user.active)
    return { detail: 'Limited users may not request inspections.', code: 'limited_user' }
  if (!sellingTypes.includes(engine.world.dealerships.get(dealerId)?.type ?? 2))
    return { detail: `Dealership ${dealerId} may not sell.`, code: 'cannot_sell' }
  return undefined
}

/** Every invalid field of a request (docs/adr/0045), in form order. */
const fieldErrors = (engine: Engine, dealerId: number, body: Record<string, unknown>): FieldError[] => {
  const errors: FieldError[] = []
  const add = (detail: string, code: string) => errors.push({ detail, code })
  const vin = body.vin
  if (typeof vin !== 'string' || !/^[A-HJ-NPR-Z0-9]{17}$/.test(vin))
    add('vin must be 17 letters and digits without I, O or Q.', 'invalid_vin')
  const odometer = body.odometer
  if (!Number.isSafeInteger(odometer) || (odometer as number) < 0 || (odometer as number) > 999_999)
    add('odometer must be a whole number of miles from 0 to 999,999.', 'invalid_odometer')
  if (!addressesOf(engine, dealerId)?.some((a) => a.id === body.address_id))
    add('address_id must be one of the dealership’s addresses.', 'invalid_address')
  const start = body.window_start
  const end = body.window_end
  const today = dayOf(engine.now())
  if (typeof start !== 'string' || typeof end !== 'string' || !DATE.test(start) || !DATE.test(end))
    add('window_start and window_end must be dates (YYYY-MM-DD).', 'invalid_window')
  else if (start < today) add('window_start cannot be in the past.', 'invalid_window')
  else if (end < start) add('window_end cannot be before window_start.', 'invalid_window')
  else if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_WINDOW_DAYS)
    add(`The window can be at most ${MAX_WINDOW_DAYS} days.`, 'invalid_window')
  const name = body.contact_name
  if (typeof name !== 'string' || name.trim().length === 0 || name.length > 80)
    add('contact_name must be 1 to 80 characters.', 'invalid_contact')
  const digits = typeof body.contact_phone === 'string' ? body.contact_phone.replace(/\D/g, '') : ''
  if (!(digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))))
    add('contact_phone must be a 10-digit phone number.', 'invalid_contact')
  if (typeof body.notes !== 'string' || body.notes.length > 500)
    add('notes must be at most 500 characters.', 'invalid_notes')
  return errors
}

/** The inspection calls of docs/adr/0045-request-inspection.md: options, list, request (idempotent), cancel. */
export const inspectionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SavedAuctionsPaths>({ baseUrl: baseUrls.savedauctions })
  const json = (status: number, body: unknown) => Response.json(body, { status, ...serverTime(engine.now()) })

  const create = async (request: Request, user: User): Promise<Response> => {
    const body = await readJson(request)
    const record = asRecord(body)
    const dealerId = wholeNumber(record.dealer_id)
    const denied = refusal(engine, user, dealerId)
    if (denied) return json(403, [denied])
    const extra = unknownFields(body, FIELDS)
    const errors = [
      ...extra.map((f) => ({ detail: `${f} is not a field of an inspection request.`, code: 'invalid_request' })),
      ...fieldErrors(engine, dealerId as number, record),
    ]
    if (errors.length > 0) return json(400, errors)
    const vin = record.vin as string
    if (inspectionsOf(engine, dealerId as number).some((r) => r.vin === vin && isOpen(r)))
      return json(409, [{ detail: `An inspection is already open for VIN ${vin}.`, code: 'already_requested' }])
    const state = inspectionsState(engine)
    const decoded = decodeVin(engine.world, vin)
    const saved = inspectableVehicles(engine, user, dealerId as number).find((s) => s.vehicle.vin === vin)
    const created: InspectionRecord = {
      id: state.nextId++,
      dealerId: dealerId as number,
      vin,
      year: saved?.vehicle.year ?? decoded?.year ?? null,
      make: saved?.vehicle.make ?? decoded?.make ?? null,
      model: saved?.vehicle.model ?? decoded?.model ?? null,
      odometer: record.odometer as number,
      addressId: record.address_id as number,
      windowStart: record.window_start as string,
      windowEnd: record.window_end as string,
      contactName: (record.contact_name as string).trim(),
      contactPhone: record.contact_phone as string,
      notes: record.notes as string,
      status: 'requested',
      requestedAt: Math.floor(engine.now() / 1000) * 1000,
      scheduledFor: null,
      savedAuctionId: null,
    }
    state.records.set(created.id, created)
    return json(201, toWire(engine, created))
  }

  return [
    http.get('/inspections/v1/options', ({ request, query, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerId = wholeNumber(query.get('dealer_id'))
      const denied = refusal(engine, who.user, dealerId)
      if (denied) return response.untyped(json(403, [denied]))
      const id = dealerId as number
      return response(200).json(
        {
          addresses: (addressesOf(engine, id) ?? []).map((a) => ({
            id: a.id,
            label: addressLabel(engine, id, a.id) ?? a.name,
          })),
          vehicles: inspectableVehicles(engine, who.user, id).map((s) => ({
            vin: s.vehicle.vin,
            year: s.vehicle.year,
            make: s.vehicle.make,
            model: s.vehicle.model,
            odometer: s.odometer,
            saved_auction_id: s.id,
          })),
          earliest_date: dayOf(engine.now()),
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/inspections/v1/requests', ({ request, query, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerId = wholeNumber(query.get('dealer_id'))
      const denied = refusal(engine, who.user, dealerId)
      if (denied) return response.untyped(json(403, [denied]))
      advanceInspections(engine)
      const all = inspectionsOf(engine, dealerId as number)
      return response(200).json(
        { results: all.slice(0, 200).map((r) => toWire(engine, r)), total: all.length },
        serverTime(engine.now()),
      )
    }),
    http.post('/inspections/v1/requests', async ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const key = request.headers.get('idempotency-key')?.trim() ?? ''
      if (key === '' || key.length > 128)
        return response.untyped(
          json(400, [{ detail: 'Idempotency-Key is 1 to 128 characters.', code: 'missing_idempotency_key' }]),
        )
      const { replies } = inspectionsState(engine)
      const first = replies.get(who.user.id, key, engine.now())
      if (first) return response.untyped(json(first.status, first.body))
      const reply = await create(request, who.user)
      replies.remember(who.user.id, key, { status: reply.status, body: await reply.clone().json() }, engine.now())
      return response.untyped(reply)
    }),
    http.post('/inspections/v1/requests/{requestId}/cancel', ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.requestId)
      const record = id === undefined ? undefined : inspectionsState(engine).records.get(id)
      if (!record || !who.user.memberships.some((m) => m.dealerId === record.dealerId))
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            404,
            `Inspection request ${String(params.requestId)} was not found.`,
            'not_found',
          ),
        )
      const denied = refusal(engine, who.user, record.dealerId)
      if (denied) return response.untyped(json(403, [denied]))
      if (record.status === 'requested') record.status = 'cancelled'
      else if (record.status !== 'cancelled')
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            409,
            `This inspection is ${record.status} and can no longer be cancelled.`,
            'not_cancellable',
          ),
        )
      return response(200).json(toWire(engine, record), serverTime(engine.now()))
    }),
  ]
}
