export type { NotificationsScreenProps } from './NotificationsScreen'
export { NotificationsScreen } from './NotificationsScreen'
