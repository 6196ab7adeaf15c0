import type { InventoryPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toInventoryWire } from '../../wire/inventoryWire'
import { type InventoryRecord, inventoryState, savedAuctionFor } from '../../world/inventory'
import { createRng } from '../../world/prng'
import { checkLaunch, launch } from '../../world/savedAuctionsLaunch'
import type { User } from '../../world/types'
import { generateVehicle } from '../../world/vehicles'
import { isValidVin } from '../../world/vin'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'
import { gated, memberOf, notYours } from './inventoryAccess'

/** ADR 0029 uploads: photos JPEG/PNG/HEIC of at most 20 MB. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/heic', 'image/heif']

interface LaunchItem {
  readonly inventory_id: number
  readonly floor_price: number | null
  readonly start_price: number
  readonly duration_in_seconds: number
  readonly title_option?: string
}

const isLaunchItem = (v: unknown): v is LaunchItem => {
  const r = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>
  const d = r.duration_in_seconds as number
  return (
    unknownFields(v, ['inventory_id', 'floor_price', 'start_price', 'duration_in_seconds', 'title_option']).length ===
      0 &&
    Number.isSafeInteger(r.inventory_id) &&
    (r.floor_price === null || Number.isSafeInteger(r.floor_price)) &&
    Number.isSafeInteger(r.start_price) &&
    (r.start_price as number) >= 0 &&
    Number.isSafeInteger(d) &&
    d >= 300 &&
    d <= 604_800 &&
    (r.title_option === undefined || typeof r.title_option === 'string')
  )
}

/** Sending inventory to auction, launching, photos and vehicle uploads (marketplace §7 Inventory service). */
export const inventoryActionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<InventoryPaths>({ baseUrl: baseUrls.inventory })
  const bad = (message: string) => errorReply(engine, 'service', 400, message, 'validation')
  const vehicleOf = (user: User, dealerId: number, id: unknown): InventoryRecord | undefined => {
    const r = Number.isSafeInteger(id) ? inventoryState(engine).vehicles.get(id as number) : undefined
    return r && r.dealerId === dealerId && memberOf(user, r.dealerId) ? r : undefined
  }
  const ref = (r: InventoryRecord, extra?: Parameters<typeof savedAuctionFor>[2]) => {
    const saved = savedAuctionFor(engine, r, extra)
    return { inventory_id: r.id, saved_auction_id: saved.id, status: saved.status }
  }
  /** {dealer_id, inventory_ids} → the refs, or a reply. */
  const many = async (request: Request) => {
    const who = gated(engine, request)
    if (who.reply) return who.reply
    const body = await readJson(request)
    const r = (body ?? {}) as Record<string, unknown>
    const ids = r.inventory_ids
    if (
      unknownFields(body, ['dealer_id', 'inventory_ids']).length > 0 ||
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 100
    )
      return bad('Send {dealer_id, inventory_ids: [1 to 100 ids]}.')
    if (!memberOf(who.user, r.dealer_id)) return notYours(engine, r.dealer_id)
    const dealerId = r.dealer_id
    const records = ids.map((id) => vehicleOf(who.user, dealerId, id))
    const missing = ids.find((_, i) => records[i] === undefined)
    if (missing !== undefined)
      return errorReply(
        engine,
        'service',
        404,
        `No vehicle ${String(missing)} in dealership ${dealerId}'s inventory.`,
        'not_found',
      )
    return Response.json({ results: (records as InventoryRecord[]).map((rec) => ref(rec)) }, serverTime(engine.now()))
  }
  /** {dealer_id, inventory_id, ...} → one new ref (409 when it has one), or a reply. */
  const one = async (request: Request, v2: boolean) => {
    const who = gated(engine, request)
    if (who.reply) return who.reply
    const body = await readJson(request)
    const r = (body ?? {}) as Record<string, unknown>
    const allowed = v2
      ? ['dealer_id', 'inventory_id', 'odometer', 'launch_address_id', 'green_light', 'autosell']
      : ['dealer_id', 'inventory_id']
    const badOdometer = v2 && !(Number.isSafeInteger(r.odometer) && (r.odometer as number) >= 0)
    if (unknownFields(body, allowed).length > 0 || !Number.isSafeInteger(r.inventory_id) || badOdometer)
      return bad(
        v2
          ? 'Send {dealer_id, inventory_id, odometer, launch_address_id?, green_light?, autosell?}.'
          : 'Send {dealer_id, inventory_id}.',
      )
    if (!memberOf(who.user, r.dealer_id)) return notYours(engine, r.dealer_id)
    const record = vehicleOf(who.user, r.dealer_id, r.inventory_id)
    if (!record)
      return errorReply(engine, 'service', 404, `No vehicle ${String(r.inventory_id)} in this inventory.`, 'not_found')
    if (record.savedAuctionId !== null)
      return errorReply(
        engine,
        'service',
        409,
        `Vehicle ${record.id} already has saved auction ${record.savedAuctionId}.`,
        'already_saved',
      )
    const extra = v2
      ? {
          odometer: r.odometer as number,
          ...(Number.isSafeInteger(r.launch_address_id) ? { launchAddressId: r.launch_address_id as number } : {}),
          ...(typeof r.green_light === 'boolean' ? { greenLight: r.green_light } : {}),
          ...(typeof r.autosell === 'boolean' ? { autosell: r.autosell } : {}),
        }
      : {}
    return Response.json(ref(record, extra), { status: 201, ...serverTime(engine.now()) })
  }
  /** {launches} → every vehicle's saved auction launched (all or nothing), or a reply. */
  const bulkLaunch = async (request: Request, lane: 'live_auction' | 'guaranteed_sale') => {
    const who = gated(engine, request)
    if (who.reply) return who.reply
    if (lane === 'guaranteed_sale' && !who.user.appRoles.includes('launch_gtd_sale'))
      return errorReply(
        engine,
        'service',
        403,
        'Only guaranteed-sale users may launch in that lane.',
        'not_gtd_sale_user',
      )
    const body = await readJson(request)
    const launches = (body as { launches?: unknown } | undefined)?.launches
    if (
      unknownFields(body, ['launches']).length > 0 ||
      !Array.isArray(launches) ||
      launches.length === 0 ||
      launches.length > 50 ||
      !launches.every(isLaunchItem)
    )
      return bad('Send {launches: [{inventory_id, floor_price, start_price, duration_in_seconds, title_option?}]}.')
    const plans = launches.map((item) => {
      const record = inventoryState(engine).vehicles.get(item.inventory_id)
      const saved = record && memberOf(who.user, record.dealerId) ? savedAuctionFor(engine, record) : undefined
      const payload = saved && {
        vin: saved.vehicle.vin,
        dealer_id: saved.dealerId,
        autosell: saved.autosell,
        floor_price: item.floor_price,
        green_light: saved.greenLight,
        lane,
        lane_id: null,
        duration_in_seconds: item.duration_in_seconds,
        address_id: saved.launchAddressId,
        title_option: item.title_option ?? 'title_present',
        start_price: item.start_price,
        auction_start_time: null,
        saved_auction_id: saved.id,
        source: 'inventory',
        requestor_user_id: who.user.id,
      }
      const refusal = payload
        ? checkLaunch(engine, who.user, saved, payload)
        : { detail: `No vehicle ${item.inventory_id} in your inventory.` }
      return { item, saved, payload, refusal }
    })
    const refused = plans.find((p) => p.refusal !== undefined)
    if (refused)
      return errorReply(
        engine,
        'service',
        409,
        `Vehicle ${refused.item.inventory_id}: ${refused.refusal?.detail}`,
        'not_launchable',
      )
    const results = plans.map(({ item, saved, payload }) => {
      if (!saved || !payload) throw new Error('checked launch is missing')
      const auction = launch(engine, who.user, saved, payload)
      return { inventory_id: item.inventory_id, saved_auction_id: saved.id, auction_id: auction.id }
    })
    return Response.json({ results }, serverTime(engine.now()))
  }

  return [
    http.post('/bff/inventory/send_to_acv', async ({ request, response }) => response.untyped(await many(request))),
    http.post('/bff/inventory/saved_auctions/bulk', async ({ request, response }) =>
      response.untyped(await many(request)),
    ),
    http.post('/bff/inventory/create_saved_auction', async ({ request, response }) =>
      response.untyped(await one(request, false)),
    ),
    http.post('/bff/inventory/saved_auctions/v2', async ({ request, response }) =>
      response.untyped(await one(request, true)),
    ),
    http.post('/bff/inventory/saved_auctions/bulk_launch', async ({ request, response }) =>
      response.untyped(await bulkLaunch(request, 'live_auction')),
    ),
    http.post('/bff/inventory/saved_auctions/bulk_launch_g_sale', async ({ request, response }) =>
      response.untyped(await bulkLaunch(request, 'guaranteed_sale')),
    ),
    http.post('/bff/inventory/upload_inventory_images', async ({ request, response }) => {
      const who = gated(engine, request)
      if (who.reply) return response.untyped(who.reply)
      const form = await request.formData().catch(() => undefined)
      const id = Number(form?.get('inventory_id'))
      const files = (form?.getAll('files') ?? []).filter((f): f is File => f instanceof Blob)
      if (!form || !Number.isSafeInteger(id) || files.length === 0 || files.length > 20)
        return response.untyped(bad('Send multipart inventory_id and 1 to 20 files.'))
      const state = inventoryState(engine)
      const record = state.vehicles.get(id)
      if (!record || !memberOf(who.user, record.dealerId))
        return response.untyped(errorReply(engine, 'service', 404, `No vehicle ${id} in your inventory.`, 'not_found'))
      if (files.some((f) => !IMAGE_TYPES.includes(f.type) || f.size > MAX_IMAGE_BYTES))
        return response.untyped(
          errorReply(engine, 'service', 415, 'Photos must be JPEG, PNG or HEIC of at most 20 MB.', 'unsupported_type'),
        )
      for (const file of files) {
        const key = `img-${record.id}-${record.imageKeys.length + 1}`
        state.images.set(key, { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })
        record.imageKeys.push(key)
      }
      const wire = toInventoryWire(engine, record, baseUrls.inventory)
      return response(200).json({ inventory_id: record.id, image_urls: wire.image_urls }, serverTime(engine.now()))
    }),
    http.post('/bff/inventory/vehicles/upload', async ({ request, response }) => {
      const who = gated(engine, request)
      if (who.reply) return response.untyped(who.reply)
      const form = await request.formData().catch(() => undefined)
      const dealerId = Number(form?.get('dealer_id'))
      const file = form?.get('file')
      if (!(file instanceof Blob)) return response.untyped(bad('Send multipart dealer_id and a CSV file.'))
      if (!memberOf(who.user, dealerId)) return response.untyped(notYours(engine, form?.get('dealer_id')))
      const [header, ...lines] = (await file.text()).trim().split(/\r?\n/)
      if (header?.trim() !== 'vin,year,make,model,odometer,price')
        return response.untyped(bad('The first row must be vin,year,make,model,odometer,price.'))
      const errors: { row: number; message: string }[] = []
      const rows: { vin: string; year: number; make: string; model: string; odometer: number; price: number }[] = []
      lines.forEach((line, i) => {
        const [vin = '', year, make = '', model = '', odometer, price] = line.split(',').map((c) => c.trim())
        if (!isValidVin(vin)) errors.push({ row: i + 1, message: `VIN ${vin} is not valid.` })
        else if (!/^\d{4}$/.test(year ?? '') || make === '' || model === '')
          errors.push({ row: i + 1, message: 'year, make and model are required.' })
        else if (!/^\d+$/.test(odometer ?? '') || !/^\d+$/.test(price ?? ''))
          errors.push({ row: i + 1, message: 'odometer and price must be whole numbers.' })
        else rows.push({ vin, year: Number(year), make, model, odometer: Number(odometer), price: Number(price) })
      })
      const state = inventoryState(engine)
      const upload = { id: `up-${state.nextUpload++}`, userId: who.user.id, dealerId, rows, processed: false }
      state.uploads.set(upload.id, upload)
      return response(201).json(
        { upload_id: upload.id, rows: lines.length, accepted: rows.length, rejected: errors.length, errors },
        serverTime(engine.now()),
      )
    }),
    http.post('/bff/inventory/vehicles/process', async ({ request, response }) => {
      const who = gated(engine, request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      const uploadId = (body as { upload_id?: unknown } | undefined)?.upload_id
      if (unknownFields(body, ['upload_id']).length > 0 || typeof uploadId !== 'string')
        return response.untyped(bad('Send {upload_id}.'))
      const state = inventoryState(engine)
      const upload = state.uploads.get(uploadId)
      if (!upload || upload.userId !== who.user.id)
        return response.untyped(errorReply(engine, 'service', 404, `No upload ${uploadId}.`, 'not_found'))
      if (upload.processed)
        return response.untyped(
          errorReply(engine, 'service', 409, `Upload ${uploadId} was already processed.`, 'processed'),
        )
      upload.processed = true
      const created = upload.rows.map((row, i) => {
        const base = generateVehicle(createRng(state.nextVehicleId)).vehicle
        const record: InventoryRecord = {
          id: state.nextVehicleId++,
          dealerId: upload.dealerId,
          stockNumber: `U${upload.dealerId}-${uploadId}-${i + 1}`,
          vehicle: { ...base, vin: row.vin, year: row.year, make: row.make, model: row.model, odometer: row.odometer },
          odometer: row.odometer,
          price: row.price,
          addedAt: Math.floor(engine.now() / 1000) * 1000,
          imageKeys: [],
          savedAuctionId: null,
        }
        state.vehicles.set(record.id, record)
        return toInventoryWire(engine, record, baseUrls.inventory)
      })
      return response(200).json({ upload_id: uploadId, created }, serverTime(engine.now()))
    }),
  ]
}
