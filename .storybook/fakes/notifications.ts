import type { Notification, NotificationCounts, Notifications, NotificationsPage } from '@gavel/domain'
import { NotFound } from '@gavel/domain'

const MINUTE = 60_000
const titles = ['You have been outbid', 'Auction ending soon', 'You won!', 'Counter offer received']

/** A thumbnail that needs no network: a grey car-shaped SVG as a data URL. */
const THUMBNAIL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 42"><rect width="56" height="42" fill="#d5dae1"/><rect x="8" y="18" width="40" height="12" rx="4" fill="#4a5361"/></svg>',
)}`

/** `count` notifications, newest first; the newest `unseen` are unseen and the newest `unread` unread. */
export const someNotifications = (count: number, now = Date.now()): Notification[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 9000 + i,
    title: titles[i % titles.length] ?? 'Notice',
    body: `Another dealer bid on the 2019 Ford F-150 #${i + 1}.`,
    createdAt: now - (i * 37 + 3) * MINUTE,
    read: false,
    auctionId: i % 5 === 4 ? null : 880_000 + i,
    thumbnail: i % 5 === 4 ? null : THUMBNAIL,
  }))

export interface FakeNotifications extends Notifications {
  /** What the story's user did, in order: 'seen', 'read-all', 'read 9001', 'recent', 'page 1'. */
  readonly calls: string[]
}

/**
 * An in-memory Notifications port for component stories: `unseen` of `list` start unseen, `unread` unread
 * (defaults: all unread). `fails` makes every read reject with the given error.
 */
export const fakeNotifications = (options: {
  readonly list?: readonly Notification[]
  readonly unseen: number
  readonly unread?: number
  readonly fails?: Error
  readonly pageSize?: number
}): FakeNotifications => {
  const list = (options.list ?? someNotifications(Math.max(options.unseen, 3))).map((n, i) => ({
    ...n,
    read: i >= (options.unread ?? Number.POSITIVE_INFINITY) ? true : n.read,
  }))
  const seen = new Set(list.slice(options.unseen).map((n) => n.id))
  const pageSize = options.pageSize ?? 20
  const calls: string[] = []
  const counts = (): NotificationCounts => ({
    unseen: list.filter((n) => !seen.has(n.id)).length,
    unread: list.filter((n) => !n.read).length,
  })
  const guard = async () => {
    if (options.fails) throw options.fails
  }
  return {
    calls,
    recent: async () => {
      calls.push('recent')
      await guard()
      return { notifications: list.slice(0, 10).map((n) => ({ ...n })), ...counts() }
    },
    page: async (n): Promise<NotificationsPage> => {
      calls.push(`page ${n}`)
      await guard()
      return {
        notifications: list.slice((n - 1) * pageSize, n * pageSize).map((x) => ({ ...x })),
        ...counts(),
        page: n,
        totalPages: Math.ceil(list.length / pageSize),
        totalCount: list.length,
      }
    },
    markAllSeen: async () => {
      calls.push('seen')
      for (const n of list) seen.add(n.id)
      return counts()
    },
    markAllRead: async () => {
      calls.push('read-all')
      list.forEach((n, i) => {
        list[i] = { ...n, read: true }
        seen.add(n.id)
      })
      return counts()
    },
    markRead: async (id) => {
      calls.push(`read ${id}`)
      const i = list.findIndex((n) => n.id === id)
      if (i < 0) throw new NotFound({ message: 'No such notification.' })
      list[i] = { ...list[i]!, read: true }
      seen.add(id)
      return { ...list[i]! }
    },
  }
}
