import type {
  Notification,
  NotificationCounts,
  Notifications,
  NotificationsPage,
  RecentNotifications,
} from '@gavel/domain'
import type { NotificationsClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import {
  isCountsResultWire,
  isNotificationListWire,
  isNotificationPageWire,
  isNotificationWire,
} from '../wire/guards/generated/guards'
import { toNotification } from '../wire/notificationWire'

const decodeList = guardOrThrow(isNotificationListWire, 'recent notifications')
const decodePage = guardOrThrow(isNotificationPageWire, 'notifications page')
const decodeCounts = guardOrThrow(isCountsResultWire, 'notification counts')
const decodeOne = guardOrThrow(isNotificationWire, 'notification')

/** Notifications per page of /notifications (the gateway's default, contracts/openapi/notifications.yaml). */
const PAGE_SIZE = 20

/** The notification service (shell §7 "Notifications"): recent and paged messages, seen and read marks. */
export class NotificationsHttp implements Notifications {
  constructor(private readonly client: NotificationsClient) {}

  async recent(): Promise<RecentNotifications> {
    const { data } = await callGateway(() => this.client.GET('/messages/recent'))
    const list = decodeList(data)
    return { notifications: list.messages.map(toNotification), ...list.message_counts }
  }

  async page(n: number): Promise<NotificationsPage> {
    const { data } = await callGateway(() =>
      this.client.GET('/messages/all', { params: { query: { page: n, page_size: PAGE_SIZE } } }),
    )
    const page = decodePage(data)
    return {
      notifications: page.messages.map(toNotification),
      ...page.message_counts,
      page: page.pagination.page,
      totalPages: page.pagination.total_pages,
      totalCount: page.pagination.total_count,
    }
  }

  async markAllSeen(): Promise<NotificationCounts> {
    const { data } = await callGateway(() => this.client.POST('/messages/seen'))
    return decodeCounts(data).message_counts
  }

  async markAllRead(): Promise<NotificationCounts> {
    const { data } = await callGateway(() => this.client.POST('/messages/read'))
    return decodeCounts(data).message_counts
  }

  async markRead(id: number): Promise<Notification> {
    const { data } = await callGateway(() => this.client.POST('/messages/{id}/read', { params: { path: { id } } }))
    return toNotification(decodeOne(data))
  }
}
