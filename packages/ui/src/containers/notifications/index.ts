export { NotificationsMenuContainer } from './NotificationsMenuContainer'
export {
  notificationKeys,
  useMarkAllRead,
  useNotificationsPage,
  useOpenNotification,
  useRecentNotifications,
} from './notificationQueries'
