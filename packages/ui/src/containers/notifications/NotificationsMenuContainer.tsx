import { lazy } from 'react'
import { LazyPart } from '../../components/Deferred/LazyPart'
import { NotificationsMenu } from '../../components/NotificationsMenu/NotificationsMenu'
import { queryState } from '../queryState'
import { useMarkAllRead, useMarkAllSeen, useOpenNotification, useRecentNotifications } from './notificationQueries'

/** Approve and Decline load with the first approval the open menu shows (docs/adr/0053). */
const ApprovalActionsContainer = lazy(async () => ({
  default: (await import('./ApprovalActionsContainer')).ApprovalActionsContainer,
}))

/**
 * The header's notifications menu over the Notifications port (shell §2.1, §4.4): the recent list polled every 15 s,
 * marks seen on open, Mark All as Read and one item's read, all through the one cache `/notifications` shares.
 */
export const NotificationsMenuContainer = () => {
  const recent = useRecentNotifications()
  const markAllSeen = useMarkAllSeen()
  const markAllRead = useMarkAllRead()
  const openNotification = useOpenNotification()
  return (
    <NotificationsMenu
      recent={queryState(recent)}
      onMarkAllSeen={() => {
        if (!markAllSeen.isPending) markAllSeen.mutate()
      }}
      onMarkAllRead={() => markAllRead.mutate()}
      markingAllRead={markAllRead.isPending}
      onOpenNotification={openNotification}
      approvalSlot={(n) => (
        <LazyPart>
          <ApprovalActionsContainer notification={n} inMenu />
        </LazyPart>
      )}
    />
  )
}
