import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createNotificationsClient } from '../src/notifications/createNotificationsClient.js'
import { clientRequestHeaders, jsonResponseHeaders, PROVIDERS, pactWith, sdkOptions } from './pactSetup'

const { arrayContaining, boolean, eachLike, integer, like, regex, string } = MatchersV3
const pact = pactWith(PROVIDERS.notifications)

const signedIn = { email: 'buyer@gavel.test', accessToken: 'pact-notifications-token' }
const signedInState = 'user {email} is signed in'
const bearer = { Authorization: `Bearer ${signedIn.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => signedIn.accessToken })

/** The fields of a notification the menu and the notifications page read (shell.md 3 Notification). */
const notificationRead = {
  id: integer(5_000_001),
  title: string('You have been outbid'),
  body: string('Another dealer outbid you on the 2019 Ford F-150.'),
  created_timestamp: integer(1_790_000_000),
  read: boolean(false),
}

describe('gavel-web → gavel-notifications', () => {
  it('lists the recent notifications with the unseen count', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} has {unseen} unseen notifications', { email: signedIn.email, unseen: 12 })
      .uponReceiving('a request for the recent notifications')
      .withRequest('GET', '/messages/recent', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ messages: eachLike(notificationRead), message_counts: { unseen: integer(12) } })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient(options(mockServer.url))

        const { data } = await notifications.GET('/messages/recent')

        expect(data?.message_counts.unseen).toBe(12)
        expect(data?.messages[0]?.title).toBe('You have been outbid')
      })
  })

  it('carries the bid approval request a notification asks an admin to answer (ADR 0044)', async () => {
    const admin = { email: 'admin@gavel.test', accessToken: 'pact-notifications-admin-token' }
    const pending = { requestId: 700_001, email: 'team@gavel.test', auctionId: 1031 }
    await pact
      .addInteraction()
      .given(signedInState, admin)
      .given('bid approval request {requestId} of {email} is pending on auction {auctionId}', pending)
      .uponReceiving('a request for the recent notifications of an admin asked to approve a bid')
      .withRequest('GET', '/messages/recent', (request) => {
        request.headers({ ...clientRequestHeaders, Authorization: `Bearer ${admin.accessToken}` })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          messages: arrayContaining(
            like({
              ...notificationRead,
              title: string('Bid approval requested'),
              auction_id: integer(pending.auctionId),
              approval: {
                request_id: integer(pending.requestId),
                organization_id: integer(103),
                status: regex('^(pending|placed|failed|declined|lapsed)$', 'pending'),
                outcome: null,
              },
            }),
          ),
          message_counts: { unseen: integer(1) },
        })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient({
          ...sdkOptions(mockServer.url),
          getAccessToken: async () => admin.accessToken,
        })

        const { data } = await notifications.GET('/messages/recent')

        const asked = data?.messages.find((m) => m.approval !== null)
        expect(asked?.approval).toEqual({ request_id: 700_001, organization_id: 103, status: 'pending', outcome: null })
      })
  })

  it('pages through every notification', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a request for the first page of all notifications')
      .withRequest('GET', '/messages/all', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
        request.query({ page: '1', page_size: '5' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          messages: eachLike(notificationRead),
          message_counts: { unseen: integer(12) },
          pagination: { page: 1, page_size: 5, total_pages: integer(3), total_count: integer(14) },
        })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient(options(mockServer.url))

        const { data } = await notifications.GET('/messages/all', { params: { query: { page: 1, page_size: 5 } } })

        expect(data?.pagination.total_pages).toBe(3)
      })
  })

  it('marks every notification seen', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a request to mark all notifications seen')
      .withRequest('POST', '/messages/seen', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ message_counts: { unseen: 0 } })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient(options(mockServer.url))

        const { data } = await notifications.POST('/messages/seen')

        expect(data?.message_counts.unseen).toBe(0)
      })
  })

  it('marks one notification read', async () => {
    const notificationId = 7_000_001
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .given('user {email} has an unread notification {notificationId}', { email: signedIn.email, notificationId })
      .uponReceiving('a request to mark one notification read')
      .withRequest('POST', `/messages/${notificationId}/read`, (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ ...notificationRead, id: notificationId, read: true })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient(options(mockServer.url))

        const { data } = await notifications.POST('/messages/{id}/read', { params: { path: { id: notificationId } } })

        expect(data).toMatchObject({ id: notificationId, read: true })
      })
  })

  it('registers a push device', async () => {
    await pact
      .addInteraction()
      .given(signedInState, signedIn)
      .uponReceiving('a push device registration')
      .withRequest('POST', '/register/device', (request) => {
        request.headers({ ...clientRequestHeaders, ...bearer, 'Content-Type': 'application/json' })
        request.jsonBody({ device_token: 'fcm-token-1', previous_token: null })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ device_tokens: ['fcm-token-1'] })
      })
      .executeTest(async (mockServer) => {
        const notifications = createNotificationsClient(options(mockServer.url))

        const { data } = await notifications.POST('/register/device', {
          body: { device_token: 'fcm-token-1', previous_token: null },
        })

        expect(data?.device_tokens).toEqual(['fcm-token-1'])
      })
  })
})
