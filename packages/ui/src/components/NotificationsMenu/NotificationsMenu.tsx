import { Labels, messageOf, type Notification, notificationBadge, type RecentNotifications } from '@gavel/domain'
import type { MouseEvent, ReactNode } from 'react'
import { useTicker } from '../../live/TickerProvider'
import { MenuItemButton, MenuItemLink, MenuRoot, useMenu } from '../../primitives/Menu'
import type { QueryState } from '../QuerySection/queryState'
import { type ApprovalNotification, hasApproval } from './approvalNotification'
import { BellIcon } from './BellIcon'
import { NotificationSummary } from './NotificationSummary'
import { Actions, Badge, Bell, Menu, Note } from './NotificationsMenu.styles'

/** The bell's accessible name: the word and, when any, the unseen count as the badge shows it. */
export const bellLabel = (badge: string | null): string => (badge ? `Notifications, ${badge} unseen` : 'Notifications')

export interface NotificationsMenuProps {
  /** The recent list (polled by the container). */
  readonly recent: QueryState<RecentNotifications>
  /** The menu opened while some are unseen: mark all as seen. */
  readonly onMarkAllSeen: () => void
  readonly onMarkAllRead: () => void
  /** Mark All as Read is on its way (a second click does nothing). */
  readonly markingAllRead: boolean
  /** One item clicked: mark it read and go to its auction; `close` closes the menu. */
  readonly onOpenNotification: (event: MouseEvent, notification: Notification, close: () => void) => void
  /** Approve and Decline under a notification that carries a bid approval request (ADR 0044), as menu items. */
  readonly approvalSlot?: (notification: ApprovalNotification) => ReactNode
}

/**
 * The notifications menu of shell §2.1 and §4.4, beside the user menu: a bell with the unseen badge ('9+' at ten or
 * more), the recent list (fetched now and every 15 s), Mark All as Read and View All (/notifications). Opening it
 * marks all as seen. Each item goes to /auction/{auction_id}; ctrl, meta or shift click opens a new tab. It follows
 * the menu button pattern: Enter, Space or the arrows open it, the arrows move, Escape closes and returns focus.
 * Never mount it for limited users (shell §6: no notifications).
 */
export const NotificationsMenu = ({
  recent,
  onMarkAllSeen,
  onMarkAllRead,
  markingAllRead,
  onOpenNotification,
  approvalSlot,
}: NotificationsMenuProps) => {
  const ticker = useTicker()
  const unseen = recent.data?.unseen ?? 0
  const badge = notificationBadge(unseen)
  const menu = useMenu({
    onOpen: () => {
      if (unseen > 0) onMarkAllSeen()
    },
  })
  const openNotification = (event: MouseEvent, notification: Notification) =>
    onOpenNotification(event, notification, menu.close)

  const list = recent.data?.notifications ?? []
  const now = ticker.now()
  return (
    <MenuRoot data-tour="notifications" {...menu.rootProps}>
      <Bell {...menu.triggerProps} aria-label={bellLabel(badge)}>
        <BellIcon />
        {badge && <Badge aria-hidden="true">{badge}</Badge>}
      </Bell>
      {menu.open && (
        <Menu {...menu.menuProps} aria-label="Notifications">
          {recent.isPending ? (
            <li role="none">
              <Note>Loading notifications…</Note>
            </li>
          ) : recent.isError && list.length === 0 ? (
            <li role="none">
              <Note>{messageOf(recent.error)}</Note>
            </li>
          ) : list.length === 0 ? (
            <li role="none">
              <Note>You have no notifications.</Note>
            </li>
          ) : (
            list.map((n, i) => (
              <li key={n.id} role="none">
                {n.auctionId === null ? (
                  <MenuItemButton
                    type="button"
                    role="menuitem"
                    tabIndex={i === 0 ? 0 : -1}
                    onClick={(e) => openNotification(e, n)}
                  >
                    <NotificationSummary notification={n} now={now} />
                  </MenuItemButton>
                ) : (
                  <MenuItemLink
                    role="menuitem"
                    tabIndex={i === 0 ? 0 : -1}
                    to={`/auction/${n.auctionId}`}
                    onClick={(e) => openNotification(e, n)}
                  >
                    <NotificationSummary notification={n} now={now} />
                  </MenuItemLink>
                )}
                {hasApproval(n) && approvalSlot?.(n)}
              </li>
            ))
          )}
          <Actions role="none">
            <MenuItemButton
              type="button"
              role="menuitem"
              tabIndex={list.length === 0 ? 0 : -1}
              aria-disabled={markingAllRead || undefined}
              onClick={() => {
                if (!markingAllRead) onMarkAllRead()
              }}
            >
              {Labels.markAllAsRead}
            </MenuItemButton>
            <MenuItemLink role="menuitem" tabIndex={-1} to="/notifications" onClick={menu.close}>
              {Labels.viewAll}
            </MenuItemLink>
          </Actions>
        </Menu>
      )}
    </MenuRoot>
  )
}
