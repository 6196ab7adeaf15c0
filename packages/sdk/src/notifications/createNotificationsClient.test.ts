import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SdkError } from '../errors/SdkError.js'
import type { components } from '../generated/notifications.js'
import { fastRetry } from '../test-support/wire.js'
import { createNotificationsClient } from './createNotificationsClient.js'

const URL = 'http://notifications.test/gw/notifications'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  createNotificationsClient({
    baseUrl: URL,
    clientVersion: '1.0.0',
    getAccessToken: async () => 'token-1',
    retry: fastRetry,
  })

const notification: components['schemas']['NotificationWire'] = {
  id: 7,
  title: 'You have been outbid',
  body: '2019 Ford F-150',
  created_timestamp: 1_790_000_000,
  read: false,
  auction_id: 880_007,
  photo: { acv_thumbnail: 'http://img.test/1.svg' },
  approval: null,
}

describe('createNotificationsClient (shell.md 7 Notifications)', () => {
  it('reads a page of notifications with the bearer and the paging query', async () => {
    const seen: string[] = []
    server.use(
      http.get(`${URL}/messages/all`, ({ request }) => {
        seen.push(`${new globalThis.URL(request.url).search} ${request.headers.get('Authorization')}`)
        return HttpResponse.json({
          messages: [notification],
          message_counts: { unseen: 12, unread: 9 },
          pagination: { page: 2, page_size: 1, total_pages: 14, total_count: 14 },
        })
      }),
    )

    const { data } = await client().GET('/messages/all', { params: { query: { page: 2, page_size: 1 } } })

    expect(data?.messages[0]?.auction_id).toBe(880_007)
    expect(data?.pagination.total_pages).toBe(14)
    expect(seen).toEqual(['?page=2&page_size=1 Bearer token-1'])
  })

  it('retries marking all seen 3 times, then rejects with the gateway message', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/messages/seen`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Notification service unavailable.' }, { status: 503 })
      }),
    )

    const error = await client()
      .POST('/messages/seen')
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Notification service unavailable.',
      operation: 'markAllNotificationsSeen',
    })
    expect(attempts).toBe(4)
  })

  it('does not retry registering a push device', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/register/device`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'down' }, { status: 500 })
      }),
    )

    await expect(
      client().POST('/register/device', { body: { device_token: 'fcm-1', previous_token: null } }),
    ).rejects.toMatchObject({ status: 500, operation: 'registerPushDevice' })
    expect(attempts).toBe(1)
  })
})
