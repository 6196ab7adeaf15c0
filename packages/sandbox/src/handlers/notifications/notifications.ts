import type { NotificationsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { countsOf, type NotificationRecord, notificationsOf, userNotifications } from '../../world/notifications'
import type { User, World } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'
import { invalidFields, readJson, unknownFields } from '../kit/request'

const RECENT = 10
const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

/** A record → the contract's NotificationWire (epoch seconds; the auction's thumbnail from the sandbox). */
const toWire = (world: World, imageBase: string, n: NotificationRecord) => ({
  id: n.id,
  title: n.title,
  body: n.body,
  created_timestamp: Math.floor(n.createdAt / 1000),
  read: n.read,
  auction_id: n.auctionId,
  photo:
    n.auctionId !== null && world.auctions.has(n.auctionId)
      ? { acv_thumbnail: `${imageBase}/sandbox/img/${n.auctionId}-thumbnail.svg` }
      : null,
})

/** A positive integer query value, the default when absent, or undefined when malformed. */
const positive = (raw: string | null, fallback: number): number | undefined =>
  raw === null ? fallback : /^[1-9]\d*$/.test(raw) ? Number(raw) : undefined

/**
 * The notification service (shell §7 Notifications, contracts/openapi/notifications.yaml): messages, counts,
 * seen and read marks, push devices. Stateful: marking changes every later answer.
 */
export const notificationHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<NotificationsPaths>({ baseUrl: baseUrls.notifications })
  const state = () => notificationsOf(engine)
  const time = () => serverTime(engine.now())
  const wire = (n: NotificationRecord) => toWire(engine.world, baseUrls.buying, n)
  const listOf = (user: User) => userNotifications(state(), user.id)

  return [
    http.get('/messages/all', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const query = new URL(request.url).searchParams
      const page = positive(query.get('page'), 1)
      const size = positive(query.get('page_size'), DEFAULT_PAGE_SIZE)
      if (page === undefined || size === undefined || size > MAX_PAGE_SIZE) {
        return response(400).json({ message: 'page must be ≥ 1 and page_size between 1 and 100.' }, time())
      }
      const list = listOf(user)
      const body = {
        messages: list.slice((page - 1) * size, page * size).map(wire),
        message_counts: countsOf(list),
        pagination: {
          page,
          page_size: size,
          total_pages: Math.ceil(list.length / size),
          total_count: list.length,
        },
      }
      return response(200).json(body, time())
    }),
    http.get('/messages/recent', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const list = listOf(user)
      return response(200).json({ messages: list.slice(0, RECENT).map(wire), message_counts: countsOf(list) }, time())
    }),
    http.get('/messages/app_launch', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ messages: state().launchMessages.map(wire) }, time())
    }),
    http.post('/messages/seen', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      for (const n of listOf(user)) n.seen = true
      return response(200).json({ message_counts: countsOf(listOf(user)) }, time())
    }),
    http.post('/messages/read', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      for (const n of listOf(user)) {
        n.seen = true
        n.read = true
      }
      return response(200).json({ message_counts: countsOf(listOf(user)) }, time())
    }),
    http.post('/messages/{id}/read', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const found = listOf(user).find((n) => String(n.id) === String(params.id))
      if (!found) return response(404).json({ message: `No notification ${params.id}.` }, time())
      found.seen = true
      found.read = true
      return response(200).json(wire(found), time())
    }),
    http.get('/register/device', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ device_tokens: [...(state().devices.get(user.id) ?? [])] }, time())
    }),
    http.post('/register/device', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const bad = [
        ...invalidFields(body, { device_token: 'string' }),
        ...unknownFields(body, ['device_token', 'previous_token']),
      ]
      const { device_token, previous_token } = (body ?? {}) as { device_token: string; previous_token?: unknown }
      if (previous_token !== null && typeof previous_token !== 'string') bad.push('previous_token')
      if (bad.length > 0 || device_token === '') {
        return response(400).json(
          { message: `Missing or invalid field(s): ${bad.join(', ') || 'device_token'}.` },
          time(),
        )
      }
      const kept = (state().devices.get(user.id) ?? []).filter((t) => t !== previous_token && t !== device_token)
      state().devices.set(user.id, [...kept, device_token])
      return response(200).json({ device_tokens: [...kept, device_token] }, time())
    }),
    http.delete('/register/device', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const token = new URL(request.url).searchParams.get('device_token')
      const kept = token === null ? [] : (state().devices.get(user.id) ?? []).filter((t) => t !== token)
      state().devices.set(user.id, kept)
      return response(204).empty(time())
    }),
  ]
}
