import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/notifications.js'
import { notificationsOperations } from './operations.js'

/** A typed client of the notifications gateway (contracts/openapi/notifications.yaml). Calls reject with `SdkError`. */
export type NotificationsClient = Client<paths, 'application/json'>

/**
 * The notification service (shell.md 7 "Notifications"): messages, seen and read marks, push devices.
 *
 * @example
 * const notifications = createNotificationsClient({ baseUrl: config.gateways.notifications, clientVersion, getAccessToken })
 * const { data } = await notifications.GET('/messages/recent')
 * data.message_counts.unseen // the badge: 9+ at 10 or more
 */
export const createNotificationsClient = (options: SdkClientOptions): NotificationsClient =>
  createGatewayClient<paths>(options, notificationsOperations)
