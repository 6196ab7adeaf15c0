import type { LaunchMessages, Notification } from '@gavel/domain'
import type { NotificationsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isLaunchMessagesWire } from '../wire/guards/generated/guards'
import { NotificationWire, toNotification } from '../wire/notificationWire'

export const LaunchMessagesWire = Schema.Struct({ messages: Schema.Array(NotificationWire) })
const decodeLaunch = guardOrThrow(isLaunchMessagesWire, 'launch messages')

/** GET messages/app_launch (shell §7 "Notifications"): the launch messages, newest first. */
export class LaunchMessagesHttp implements LaunchMessages {
  constructor(private readonly client: NotificationsClient) {}

  async current(): Promise<readonly Notification[]> {
    const { data } = await callGateway(() => this.client.GET('/messages/app_launch'))
    return decodeLaunch(data).messages.map(toNotification)
  }
}
