import type { Notification } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isNotification } from './guards/generated/guards'

/** contracts/openapi/notifications.yaml NotificationWire: snake_case, `created_timestamp` in epoch seconds. */
export const NotificationWire = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  body: Schema.String,
  created_timestamp: Schema.Number,
  read: Schema.Boolean,
  auction_id: Schema.NullOr(Schema.Int),
  photo: Schema.NullOr(Schema.Struct({ acv_thumbnail: Schema.String })),
})

export const MessageCountsWire = Schema.Struct({ unseen: Schema.Int, unread: Schema.Int })

export const NotificationListWire = Schema.Struct({
  messages: Schema.Array(NotificationWire),
  message_counts: MessageCountsWire,
})

export const NotificationPageWire = Schema.Struct({
  messages: Schema.Array(NotificationWire),
  message_counts: MessageCountsWire,
  pagination: Schema.Struct({
    page: Schema.Int,
    page_size: Schema.Int,
    total_pages: Schema.Int,
    total_count: Schema.Int,
  }),
})

export const CountsResultWire = Schema.Struct({ message_counts: MessageCountsWire })

const decodeNotification = guardOrThrow(isNotification, 'notification')

/** Wire notification in, domain notification out (seconds become milliseconds; the thumbnail URL or null). */
export const toNotification = (w: typeof NotificationWire.Type): Notification =>
  decodeNotification({
    id: w.id,
    title: w.title,
    body: w.body,
    createdAt: w.created_timestamp * 1000,
    read: w.read,
    auctionId: w.auction_id,
    thumbnail: w.photo?.acv_thumbnail ?? null,
  })
