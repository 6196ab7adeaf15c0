import {
  type Notification,
  type NotificationCounts,
  Notifications,
  type NotificationsPage,
  notificationTarget,
  type RecentNotifications,
} from '@gavel/domain'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useHref, useNavigate } from 'react-router'
import { CacheTimes } from '../../services/cacheTimes'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { useToast } from '../../toast/ToastProvider'

/** Query keys of the notification caches; everything under `all` is refreshed after a mark. */
export const notificationKeys = {
  all: queryKeys.notifications,
  recent: ['notifications', 'recent'] as const,
  page: (n: number) => ['notifications', 'page', n] as const,
}

/**
 * The header menu's recent list: fetched when the menu is created and every 15 s (shell §4.4, §9 "Notification
 * poll 15000 ms"). The caller never mounts it for limited users.
 */
export const useRecentNotifications = () => {
  const notifications = useService(Notifications)
  return useQuery({
    queryKey: notificationKeys.recent,
    queryFn: () => notifications.recent(),
    refetchInterval: CacheTimes.notificationsPoll,
  })
}

/** Page `n` of the notifications page. */
export const useNotificationsPage = (n: number) => {
  const notifications = useService(Notifications)
  return useQuery({
    queryKey: notificationKeys.page(n),
    queryFn: () => notifications.page(n),
    placeholderData: (previous) => previous,
  })
}

type Lists = RecentNotifications | NotificationsPage

/** Writes new counts (and optionally a change to every item) into the recent list and every cached page. */
const patchLists = (
  client: QueryClient,
  counts: NotificationCounts,
  item: (n: Notification) => Notification = (n) => n,
) => {
  client.setQueriesData<Lists>({ queryKey: notificationKeys.all }, (old) =>
    old ? { ...old, ...counts, notifications: old.notifications.map(item) } : old,
  )
}

/** Opening the menu marks all as seen (shell §4.4): the badge clears. */
export const useMarkAllSeen = () => {
  const notifications = useService(Notifications)
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => notifications.markAllSeen(),
    onSuccess: (counts) => patchLists(client, counts),
  })
}

/**
 * 'Mark All as Read' (shell §4.4). The menu and the notifications page share this one action over one cache, so on
 * /notifications the menu's Mark All as Read is the page's own mark-all: the page's list turns read with it.
 */
export const useMarkAllRead = () => {
  const notifications = useService(Notifications)
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: () => notifications.markAllRead(),
    onSuccess: (counts) => {
      patchLists(client, counts, (n) => (n.read ? n : { ...n, read: true }))
      void client.invalidateQueries({ queryKey: notificationKeys.all })
    },
    onError: (error) => toast.showError(error),
  })
}

/**
 * Opening one notification (shell §2.1): it is marked read, and the click goes to /auction/{auction_id}; with ctrl,
 * meta or shift it opens in a new tab. Returns the click handler for the item's link
 * (`onOpened` closes the menu).
 */
export const useOpenNotification = () => {
  const notifications = useService(Notifications)
  const client = useQueryClient()
  const navigate = useNavigate()
  const base = useHref('/')
  const markRead = useMutation({
    mutationFn: (id: number) => notifications.markRead(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  })
  return (event: MouseEvent, notification: Notification, onOpened?: () => void) => {
    event.preventDefault()
    if (!notification.read) markRead.mutate(notification.id)
    onOpened?.()
    if (notification.auctionId === null) return
    const target = notificationTarget(notification.auctionId, event)
    if (target.newTab) window.open(`${base.replace(/\/$/, '')}${target.path}`, '_blank', 'noopener')
    else navigate(target.path)
  }
}
