import type { SavedSearchInputWire, SavedSearchWire } from '../../wire/searchTypes'
import { type SavedSearchRecord, searchState } from '../../world/search'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'
import { copyFilters, filtersProblem, searchHttp } from './searchHttp'

const INPUT_FIELDS = ['name', 'filters', 'auctionLaunchPushNotification', 'syncWithLegacyFilters', 'enabled']
const SWITCHES = ['auctionLaunchPushNotification', 'syncWithLegacyFilters', 'enabled'] as const

const seconds = (ms: number) => Math.floor(ms / 1000)

export const toSavedSearchWire = (r: SavedSearchRecord): SavedSearchWire => ({
  id: r.id,
  created: seconds(r.created),
  updated: seconds(r.updated),
  userId: r.userId,
  name: r.name,
  auctionLaunchPushNotification: r.auctionLaunchPushNotification,
  syncWithLegacyFilters: r.syncWithLegacyFilters,
  enabled: r.enabled,
  filters: copyFilters(r.filters),
})

/** Why a body breaks SavedSearchInput, or the input. */
const parseInput = (body: unknown): { input: SavedSearchInputWire } | { problem: string } => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: 'The body must be a JSON object.' }
  const record = body as Record<string, unknown>
  const extra = unknownFields(body, INPUT_FIELDS)
  if (extra.length > 0) return { problem: `Unknown field(s): ${extra.join(', ')}.` }
  if (typeof record.name !== 'string' || record.name.trim().length === 0 || record.name.length > 100) {
    return { problem: 'name must be 1 to 100 characters.' }
  }
  const filters = filtersProblem(record.filters)
  if (filters) return { problem: filters }
  for (const k of SWITCHES)
    if (k in record && typeof record[k] !== 'boolean') return { problem: `${k} must be a boolean.` }
  return { input: body as SavedSearchInputWire }
}

/** Saved searches per user, stateful (marketplace §7 Search service; §3 Saved search). */
export const savedSearchHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = searchHttp(context)
  const state = () => searchState(engine)
  const own = (userId: number, id: string) => {
    const found = state().savedSearches.get(id)
    return found && found.userId === userId ? found : undefined
  }
  const notFound = (id: string) => errorReply(engine, 'identity', 404, `Saved search ${id} was not found.`)

  return [
    http.get('/saved_searches', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const mine = [...state().savedSearches.values()]
        .filter((s) => s.userId === user.id)
        .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id, undefined, { numeric: true }))
      return response(200).json({ saved_searches: mine.map(toSavedSearchWire) }, serverTime(engine.now()))
    }),
    http.post('/saved_search', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const parsed = parseInput(await readJson(request))
      if ('problem' in parsed) return response.untyped(errorReply(engine, 'identity', 400, parsed.problem))
      const { input } = parsed
      const s = state()
      const now = engine.now()
      const record: SavedSearchRecord = {
        id: `ss-${s.nextId++}`,
        userId: user.id,
        created: now,
        updated: now,
        name: input.name.trim(),
        auctionLaunchPushNotification: input.auctionLaunchPushNotification ?? false,
        syncWithLegacyFilters: input.syncWithLegacyFilters ?? false,
        enabled: input.enabled ?? true,
        filters: copyFilters(input.filters),
      }
      s.savedSearches.set(record.id, record)
      return response(201).json(toSavedSearchWire(record), serverTime(now))
    }),
    http.get('/saved_search/{id}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const found = own(user.id, String(params.id))
      if (!found) return response.untyped(notFound(String(params.id)))
      return response(200).json(toSavedSearchWire(found), serverTime(engine.now()))
    }),
    http.put('/saved_search/{id}', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const found = own(user.id, String(params.id))
      if (!found) return response.untyped(notFound(String(params.id)))
      const parsed = parseInput(await readJson(request))
      if ('problem' in parsed) return response.untyped(errorReply(engine, 'identity', 400, parsed.problem))
      const { input } = parsed
      found.name = input.name.trim()
      found.filters = copyFilters(input.filters)
      found.auctionLaunchPushNotification = input.auctionLaunchPushNotification ?? false
      found.syncWithLegacyFilters = input.syncWithLegacyFilters ?? false
      found.enabled = input.enabled ?? true
      found.updated = engine.now()
      return response(200).json(toSavedSearchWire(found), serverTime(engine.now()))
    }),
    http.delete('/saved_search/{id}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const id = String(params.id)
      if (!own(user.id, id)) return response.untyped(notFound(id))
      state().savedSearches.delete(id)
      return response(204).empty(serverTime(engine.now()))
    }),
  ]
}
