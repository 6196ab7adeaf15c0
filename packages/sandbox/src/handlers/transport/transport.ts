import type { TransportPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { paginationOf, toTransportRequestWire } from '../../wire/transportWire'
import { type TransportJob, type TransportStatus, transportState } from '../../world/transport'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields, wholeNumber } from '../kit/request'

const STATUSES: readonly string[] = ['requested', 'scheduled', 'picked_up', 'delivered', 'cancelled']
const MAX_FILE_BYTES = 10 * 1024 * 1024
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg']

interface PageQuery {
  readonly page: number
  readonly size: number
  readonly sort: readonly [field: 'createdDate' | 'status' | 'vin', desc: boolean]
}

/** page, size and sort (`field,direction`, default createdDate,desc), or why they are invalid. */
const pageQuery = (url: URL): PageQuery | string => {
  const page = Number(url.searchParams.get('page') ?? 0)
  const size = Number(url.searchParams.get('size') ?? 100)
  const sort = url.searchParams.get('sort') ?? 'createdDate,desc'
  const match = /^(createdDate|status|vin),(asc|desc)$/.exec(sort)
  if (!Number.isInteger(page) || page < 0) return 'page must be a whole number ≥ 0.'
  if (!Number.isInteger(size) || size < 1 || size > 100) return 'size must be 1 to 100.'
  if (!match) return 'sort must be createdDate, status or vin, then asc or desc (e.g. createdDate,desc).'
  return { page, size, sort: [match[1] as 'createdDate' | 'status' | 'vin', match[2] === 'desc'] }
}

const matches = (job: TransportJob, search: string): boolean => {
  const hay = `${job.id} ${job.vehicle.vin} ${job.vehicle.year} ${job.vehicle.make} ${job.vehicle.model}`.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w))
}

/** The transport requests list, filter and gate passes (marketplace §7 Transport, §4 Transport jobs list). */
export const transportHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<TransportPaths>({ baseUrl: baseUrls.transport })
  const base = baseUrls.transport
  const mine = (user: User) => user.memberships.map((m) => m.dealerId)

  const page = (user: User, q: PageQuery, statuses: readonly string[], search: string, withServiceType: boolean) => {
    const [field, desc] = q.sort
    const key = (j: TransportJob) =>
      field === 'createdDate' ? j.createdAt : field === 'status' ? j.status : j.vehicle.vin
    const rows = [...transportState(engine).jobs.values()]
      .filter((j) => mine(user).includes(j.dealerId))
      .filter((j) => statuses.length === 0 || statuses.includes(j.status))
      .filter((j) => search === '' || matches(j, search))
      .sort((a, b) => {
        const x = key(a)
        const y = key(b)
        const order = x < y ? -1 : x > y ? 1 : a.id - b.id
        return desc ? -order : order
      })
    const content = rows.slice(q.page * q.size, (q.page + 1) * q.size)
    return {
      data: {
        content: content.map((j) => toTransportRequestWire(j, base, withServiceType)),
        pagination: paginationOf(rows.length, q.page, q.size, content.length),
      },
    }
  }

  return [
    http.get('/transportation/requests', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const url = new URL(request.url)
      const q = pageQuery(url)
      const statuses = url.searchParams.getAll('statuses')
      const bad = typeof q === 'string' ? q : statuses.find((s) => !STATUSES.includes(s))
      if (bad !== undefined || typeof q === 'string')
        return response.untyped(
          errorReply(engine, 'service', 400, typeof q === 'string' ? q : `Unknown status ${bad}.`, 'validation'),
        )
      const search = url.searchParams.get('search')?.trim() ?? ''
      return response(200).json(page(who.user, q, statuses, search, true), serverTime(engine.now()))
    }),
    http.post('/transport-request/filter', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const q = pageQuery(new URL(request.url))
      if (typeof q === 'string') return response.untyped(errorReply(engine, 'service', 400, q, 'validation'))
      const body = (await readJson(request)) ?? {}
      const record = body as Record<string, unknown>
      const extra = unknownFields(body, ['statuses', 'search', 'includeServiceType'])
      const statuses = record.statuses ?? []
      const invalid =
        typeof body !== 'object' || Array.isArray(body)
          ? 'The body must be a JSON object.'
          : extra.length > 0
            ? `Unknown field(s): ${extra.join(', ')}.`
            : !Array.isArray(statuses) || statuses.some((s) => !STATUSES.includes(s as string))
              ? `statuses must be a list of ${STATUSES.join(', ')}.`
              : record.search !== undefined && typeof record.search !== 'string'
                ? 'search must be a string.'
                : record.includeServiceType !== undefined && typeof record.includeServiceType !== 'boolean'
                  ? 'includeServiceType must be a boolean.'
                  : undefined
      if (invalid) return response.untyped(errorReply(engine, 'service', 400, invalid, 'validation'))
      const search = ((record.search as string | undefined) ?? '').trim()
      return response(200).json(
        page(who.user, q, statuses as TransportStatus[], search, record.includeServiceType === true),
        serverTime(engine.now()),
      )
    }),
    http.put('/transport-request/{id}', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const state = transportState(engine)
      const id = wholeNumber(params.id)
      const job = id === undefined ? undefined : state.jobs.get(id)
      if (!job || !mine(who.user).includes(job.dealerId))
        return response.untyped(
          errorReply(engine, 'service', 404, `Transport request ${String(params.id)} was not found.`, 'not_found'),
        )
      const body = await readJson(request)
      const key = (body as Record<string, unknown> | undefined)?.gatePassFileKey
      if (unknownFields(body, ['gatePassFileKey']).length > 0 || (key !== null && typeof key !== 'string'))
        return response.untyped(
          errorReply(engine, 'service', 400, 'The body must be {gatePassFileKey: string | null}.', 'validation'),
        )
      if (job.status === 'delivered' || job.status === 'cancelled')
        return response.untyped(
          errorReply(engine, 'service', 409, `Transport request ${job.id} is ${job.status}.`, 'closed'),
        )
      if (typeof key === 'string') {
        const file = state.files.get(key)
        if (!file?.dealerIds.includes(job.dealerId))
          return response.untyped(
            errorReply(engine, 'service', 404, `Gate pass file ${key} was not found.`, 'file_not_found'),
          )
      }
      job.gatePassFileKey = key
      return response(200).json(toTransportRequestWire(job, base), serverTime(engine.now()))
    }),
    http.post('/transportation/gate-pass', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const form = await request.formData().catch(() => undefined)
      const file = form?.get('file')
      if (!(file instanceof Blob))
        return response.untyped(
          errorReply(
            engine,
            'service',
            400,
            'Send the gate pass as multipart form data with a `file` part.',
            'validation',
          ),
        )
      if (file.size > MAX_FILE_BYTES)
        return response.untyped(errorReply(engine, 'service', 413, 'The gate pass is larger than 10 MB.', 'too_large'))
      const type = file.type.split(';')[0] ?? ''
      if (!FILE_TYPES.includes(type))
        return response.untyped(
          errorReply(engine, 'service', 415, 'A gate pass must be a PDF, PNG or JPEG.', 'unsupported_type'),
        )
      const state = transportState(engine)
      const fileKey = `gp-${state.nextFileId++}`
      state.files.set(fileKey, {
        dealerIds: mine(who.user),
        name: file instanceof File ? file.name : 'gate-pass',
        type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })
      return response(201).json({ data: { fileKey } }, serverTime(engine.now()))
    }),
    http.get('/transportation/gate-pass/{fileKey}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const file = transportState(engine).files.get(String(params.fileKey))
      if (!file?.dealerIds.some((d) => mine(who.user).includes(d)))
        return response.untyped(errorReply(engine, 'service', 404, 'No such gate pass.', 'not_found'))
      return response.untyped(
        new Response(file.bytes, {
          headers: {
            ...serverTime(engine.now()).headers,
            'Content-Type': file.type,
            'Content-Disposition': `attachment; filename="${file.name.replace(/"/g, '')}"`,
          },
        }),
      )
    }),
  ]
}
