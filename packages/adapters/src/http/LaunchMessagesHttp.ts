import type { LaunchMessages, Notification } from '@gavel/domain'
import type { NotificationsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'
import { callGateway } from '../support/toDomainError'
import { NotificationWire, toNotification } from '../wire/notificationWire'

const LaunchMessagesWire = Schema.Struct({ messages: Schema.Array(NotificationWire) })
const decodeLaunch = decodeOrThrow(LaunchMessagesWire, 'launch messages')

/** GET messages/app_launch (shell §7 "Notifications"): the launch messages, newest first. */
export class LaunchMessagesHttp implements LaunchMessages {
  constructor(private readonly client: NotificationsClient) {}

  async current(): Promise<readonly Notification[]> {
    const { data } = await callGateway(() => this.client.GET('/messages/app_launch'))
    return decodeLaunch(data).messages.map(toNotification)
  }
}
