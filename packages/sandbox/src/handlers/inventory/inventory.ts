import type { InventoryPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { inventoryStatus, toInventoryWire } from '../../wire/inventoryWire'
import { INVENTORY_EULA_ID, type InventoryRecord, inventoryOf, inventoryState } from '../../world/inventory'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields, wholeNumber } from '../kit/request'
import { gated, memberOf, notYours } from './inventoryAccess'

type ListPath = '/bff/inventory/v1' | '/bff/inventory/v2' | '/bff/inventory/v3'
const STATUSES = ['in_stock', 'saved', 'at_auction', 'sold']

const csvCell = (v: string | number | null) => {
  const t = v === null ? '' : String(v)
  return /[",\n]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t
}

/** Inventory lists, export, photos and the inventory terms of service (marketplace §7 Inventory service). */
export const inventoryHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<InventoryPaths>({ baseUrl: baseUrls.inventory })
  const base = baseUrls.inventory
  const termsState = (user: User) => {
    const accepted = inventoryState(engine).accepted.has(user.id)
    return {
      eulaId: INVENTORY_EULA_ID,
      url: `${base}/bff/inventory/terms_of_service/content`,
      acceptanceRequired: !accepted,
      accepted,
    }
  }
  const rows = (request: Request): { user: User; rows: InventoryRecord[]; url: URL } | { reply: Response } => {
    const who = gated(engine, request)
    if (who.reply) return who
    const url = new URL(request.url)
    const dealerId = wholeNumber(url.searchParams.get('dealer_id') ?? undefined)
    const status = url.searchParams.get('status')
    if (dealerId === undefined || (status !== null && !STATUSES.includes(status)))
      return {
        reply: errorReply(
          engine,
          'service',
          400,
          `dealer_id is required; status is one of ${STATUSES.join(', ')}.`,
          'validation',
        ),
      }
    if (!memberOf(who.user, dealerId)) return { reply: notYours(engine, dealerId) }
    const query = (url.searchParams.get('query') ?? '').trim().toLowerCase()
    const list = inventoryOf(engine, dealerId)
      .filter((r) => status === null || inventoryStatus(engine, r) === status)
      .filter((r) => {
        const hay =
          `${r.vehicle.vin} ${r.stockNumber} ${r.vehicle.year} ${r.vehicle.make} ${r.vehicle.model}`.toLowerCase()
        return query
          .split(/\s+/)
          .filter(Boolean)
          .every((w) => hay.includes(w))
      })
    return { user: who.user, rows: list, url }
  }
  return [
    ...(['/bff/inventory/v1', '/bff/inventory/v2', '/bff/inventory/v3'] as const).map((path: ListPath) =>
      http.get(path, ({ request, response }) => {
        const found = rows(request)
        if ('reply' in found) return response.untyped(found.reply)
        const from = Number(found.url.searchParams.get('from') ?? 0)
        const size = Number(found.url.searchParams.get('size') ?? 12)
        if (!Number.isInteger(from) || from < 0 || !Number.isInteger(size) || size < 1 || size > 100)
          return response.untyped(
            errorReply(engine, 'service', 400, 'from must be ≥ 0 and size 1 to 100.', 'validation'),
          )
        return response(200).json(
          {
            results: found.rows.slice(from, from + size).map((r) => toInventoryWire(engine, r, base)),
            total: found.rows.length,
            from,
            size,
          },
          serverTime(engine.now()),
        )
      }),
    ),
    http.get('/bff/inventory/export_data', ({ request, response }) => {
      const found = rows(request)
      if ('reply' in found) return response.untyped(found.reply)
      const lines = found.rows.map((r) =>
        [
          r.id,
          r.stockNumber,
          r.vehicle.vin,
          r.vehicle.year,
          r.vehicle.make,
          r.vehicle.model,
          r.odometer,
          r.price,
          inventoryStatus(engine, r),
        ]
          .map(csvCell)
          .join(','),
      )
      return response(200).text(['id,stock_number,vin,year,make,model,odometer,price,status', ...lines].join('\n'), {
        headers: {
          ...serverTime(engine.now()).headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="inventory.csv"',
        },
      })
    }),
    http.get('/bff/inventory/images/{key}', ({ request, params, response }) => {
      const who = gated(engine, request)
      if (who.reply) return response.untyped(who.reply)
      const image = inventoryState(engine).images.get(String(params.key))
      if (!image) return response.untyped(errorReply(engine, 'service', 404, 'No such photo.', 'not_found'))
      return response.untyped(
        new Response(image.bytes, { headers: { ...serverTime(engine.now()).headers, 'Content-Type': image.type } }),
      )
    }),
    http.get('/bff/inventory/terms_of_service', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      return response(200).json(termsState(who.user), serverTime(engine.now()))
    }),
    http.get('/bff/inventory/terms_of_service/content', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      return response(200).json(
        {
          eulaId: INVENTORY_EULA_ID,
          title: 'Updated ACV Terms of Service',
          content:
            'These sandbox terms govern the inventory feed of Gavel.\n\nYou confirm that every vehicle you list is yours to sell and that its details are accurate.\n\nThe sandbox keeps no data beyond its session.',
        },
        serverTime(engine.now()),
      )
    }),
    http.post('/bff/inventory/terms_of_service', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      const r = (body ?? {}) as Record<string, unknown>
      if (
        unknownFields(body, ['eulaId', 'acceptedDate']).length > 0 ||
        typeof r.eulaId !== 'string' ||
        typeof r.acceptedDate !== 'string' ||
        Number.isNaN(Date.parse(r.acceptedDate))
      )
        return response.untyped(
          errorReply(engine, 'service', 400, 'Send {eulaId, acceptedDate (ISO 8601)}.', 'validation'),
        )
      if (r.eulaId !== INVENTORY_EULA_ID)
        return response.untyped(
          errorReply(engine, 'service', 409, `The current terms are ${INVENTORY_EULA_ID}.`, 'stale_terms'),
        )
      inventoryState(engine).accepted.add(who.user.id)
      return response(200).json(termsState(who.user), serverTime(engine.now()))
    }),
  ]
}
