import type { SavedAuctionsComponents, SavedAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toSavedAuctionWire } from '../../wire/savedAuctionWire'
import { sellingTypes } from '../../world/dealerships'
import { createRng } from '../../world/prng'
import { dealerIdsOf, type SavedAuctionRecord, savedAuctionsOf, savedAuctionsState } from '../../world/savedAuctions'
import { refreshStatus } from '../../world/savedAuctionsLaunch'
import { generateVehicle } from '../../world/vehicles'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'

type Input = SavedAuctionsComponents['schemas']['SavedAuctionInput']
const INPUT_FIELDS = [
  'vin',
  'dealer_id',
  'odometer',
  'transmission',
  'trim',
  'drivetrain',
  'launch_address_id',
  'green_light',
  'autosell',
]

const integers = (values: readonly string[]): number[] | undefined =>
  values.every((v) => /^-?\d{1,15}$/.test(v)) ? values.map(Number) : undefined

/** Text search over VIN, year, make, model and trim (case-insensitive, every word must match). */
const matches = (r: SavedAuctionRecord, query: string): boolean => {
  const hay =
    `${r.vehicle.vin} ${r.vehicle.year} ${r.vehicle.make} ${r.vehicle.model} ${r.vehicle.trim ?? ''}`.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word))
}

const inputProblem = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.'
  const extra = unknownFields(body, INPUT_FIELDS)
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  const r = body as Record<string, unknown>
  if (typeof r.vin !== 'string' || !/^[A-HJ-NPR-Z0-9]{17}$/.test(r.vin))
    return 'vin must be 17 characters (no I, O or Q).'
  if (!Number.isSafeInteger(r.dealer_id)) return 'dealer_id must be an integer.'
  for (const name of ['odometer', 'launch_address_id'])
    if (r[name] !== undefined && !(Number.isSafeInteger(r[name]) && (r[name] as number) >= 0))
      return `${name} must be a whole number.`
  for (const name of ['transmission', 'trim', 'drivetrain'])
    if (r[name] !== undefined && typeof r[name] !== 'string') return `${name} must be a string.`
  for (const name of ['green_light', 'autosell'])
    if (r[name] !== undefined && typeof r[name] !== 'boolean') return `${name} must be a boolean.`
  return undefined
}

/** GET, POST and DELETE saved_auctions and bff/saved_auctions (marketplace §7 Saved auctions), stateful. */
export const savedAuctionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SavedAuctionsPaths>({ baseUrl: baseUrls.savedauctions })
  const create = (input: Input): SavedAuctionRecord => {
    const state = savedAuctionsState(engine)
    const { vehicle } = generateVehicle(createRng((engine.world.seed * 977 + state.nextId) >>> 0))
    const record: SavedAuctionRecord = {
      id: state.nextId++,
      dealerId: input.dealer_id,
      vehicle: {
        ...vehicle,
        vin: input.vin,
        trim: input.trim ?? vehicle.trim,
        drivetrain: input.drivetrain ?? vehicle.drivetrain,
      },
      odometer: input.odometer ?? null,
      transmission: input.transmission ?? null,
      greenLight: input.green_light ?? false,
      autosell: input.autosell ?? false,
      status: 'incomplete',
      launchCount: 0,
      previousReserve: null,
      startTime: null,
      startPrice: null,
      launchAddressId: input.launch_address_id ?? null,
      updatedAt: Math.floor(engine.now() / 1000) * 1000,
      readOnly: false,
      forceRedLight: false,
      redLightMessages: [],
      auctionId: null,
    }
    if (record.odometer !== null && record.transmission !== null && record.launchAddressId !== null)
      record.status = 'complete'
    state.records.set(record.id, record)
    return record
  }

  return (['/saved_auctions', '/bff/saved_auctions'] as const).flatMap((path) => [
    http.get(path, ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const url = new URL(request.url)
      const from = Number(url.searchParams.get('from') ?? 0)
      const size = Number(url.searchParams.get('size') ?? 10)
      const ids = integers(url.searchParams.getAll('dealer_ids'))
      if (!Number.isInteger(from) || from < 0 || !Number.isInteger(size) || size < 1 || size > 100 || !ids)
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            400,
            'from must be ≥ 0, size 1 to 100, dealer_ids integers.',
            'invalid_request',
          ),
        )
      const mine = dealerIdsOf(who.user)
      const all = url.searchParams.get('all_dealers') === 'true' || ids.length === 0 || ids.includes(-1)
      const foreign = all ? [] : ids.filter((id) => !mine.includes(id))
      if (foreign.length > 0)
        return response.untyped(
          errorReply(engine, 'easypass', 403, `Not your dealership(s): ${foreign.join(', ')}.`, 'not_a_member'),
        )
      const query = url.searchParams.get('query')?.trim() ?? ''
      const rows = savedAuctionsOf(engine, who.user, all ? mine : ids).filter((r) => query === '' || matches(r, query))
      for (const r of rows) refreshStatus(engine, r)
      return response(200).json(
        {
          results: rows.slice(from, from + size).map((r) => toSavedAuctionWire(engine, r)),
          total: rows.length,
          from,
          size,
        },
        serverTime(engine.now()),
      )
    }),
    http.post(path, async ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      const problem = inputProblem(body)
      if (problem) return response.untyped(errorReply(engine, 'easypass', 400, problem, 'invalid_request'))
      const input = body as Input
      const dealership = engine.world.dealerships.get(input.dealer_id)
      if (!dealerIdsOf(who.user).includes(input.dealer_id) || !dealership || !sellingTypes.includes(dealership.type))
        return response.untyped(
          errorReply(engine, 'easypass', 403, `Dealership ${input.dealer_id} may not sell.`, 'cannot_sell'),
        )
      const duplicate = [...savedAuctionsState(engine).records.values()].some(
        (r) => r.dealerId === input.dealer_id && r.vehicle.vin === input.vin,
      )
      if (duplicate)
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            409,
            `Dealership ${input.dealer_id} already saved VIN ${input.vin}.`,
            'duplicate',
          ),
        )
      return response(201).json(toSavedAuctionWire(engine, create(input)), serverTime(engine.now()))
    }),
    http.delete(path, ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const ids = integers(new URL(request.url).searchParams.getAll('ids'))
      if (!ids || ids.length === 0 || ids.length > 100)
        return response.untyped(errorReply(engine, 'easypass', 400, 'ids: 1 to 100 integers.', 'invalid_request'))
      const { records } = savedAuctionsState(engine)
      const mine = dealerIdsOf(who.user)
      const deleted = ids.filter((id) => {
        const r = records.get(id)
        return r !== undefined && mine.includes(r.dealerId) && records.delete(id)
      })
      return response(200).json({ deleted }, serverTime(engine.now()))
    }),
  ])
}
