export { createdAgo } from './createdAgo'
export type { NotificationSummaryProps } from './NotificationSummary'
export { NotificationSummary } from './NotificationSummary'
export { bellLabel, NotificationsMenu } from './NotificationsMenu'
export {
  notificationKeys,
  useMarkAllRead,
  useNotificationsPage,
  useOpenNotification,
  useRecentNotifications,
} from './notificationQueries'
