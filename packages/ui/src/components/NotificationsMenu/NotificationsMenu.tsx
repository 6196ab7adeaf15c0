import { Labels, messageOf, notificationBadge } from '@gavel/domain'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTicker } from '../../live/TickerProvider'
import { BellIcon } from './BellIcon'
import { NotificationSummary } from './NotificationSummary'
import { Actions, Badge, Bell, ItemButton, ItemLink, Menu, Note, Root } from './NotificationsMenu.styles'
import { useMarkAllRead, useMarkAllSeen, useOpenNotification, useRecentNotifications } from './notificationQueries'

/** The menu's items in order (notifications, then Mark All as Read and View All). */
const menuItems = (menu: HTMLElement | null): HTMLElement[] => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/** The bell's accessible name: the word and, when any, the unseen count as the badge shows it. */
export const bellLabel = (badge: string | null): string => (badge ? `Notifications, ${badge} unseen` : 'Notifications')

/**
 * The notifications menu of shell §2.1 and §4.4, beside the user menu: a bell with the unseen badge ('9+' at ten or
 * more), the recent list (fetched now and every 15 s), Mark All as Read and View All (/notifications). Opening it
 * marks all as seen. Each item goes to /auction/{auction_id}; ctrl, meta or shift click opens a new tab. It follows
 * the menu button pattern: Enter, Space or the arrows open it, the arrows move, Escape closes and returns focus.
 * Never mount it for limited users (shell §6: no notifications).
 */
export const NotificationsMenu = () => {
  const recent = useRecentNotifications()
  const markAllSeen = useMarkAllSeen()
  const markAllRead = useMarkAllRead()
  const ticker = useTicker()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const bell = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  const openNotification = useOpenNotification(() => setOpen(false))

  const unseen = recent.data?.unseen ?? 0
  const badge = notificationBadge(unseen)

  const show = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus
    setOpen(true)
    if (unseen > 0 && !markAllSeen.isPending) markAllSeen.mutate()
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) bell.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const all = menuItems(menu.current)
    if (focusOnOpen.current === 'first') all[0]?.focus()
    if (focusOnOpen.current === 'last') all.at(-1)?.focus()
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const onBellKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      show('first')
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      show('last')
    } else if (e.key === 'Escape') close(true)
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const all = menuItems(menu.current)
    const current = all.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      e.preventDefault()
      all[(to + all.length) % all.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(current + 1)
    else if (e.key === 'ArrowUp') move(current - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(all.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') close(false)
  }

  const list = recent.data?.notifications ?? []
  const now = ticker.now()
  return (
    <Root ref={root} data-tour="notifications">
      <Bell
        ref={bell}
        type="button"
        aria-label={bellLabel(badge)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show(null))}
        onKeyDown={onBellKey}
      >
        <BellIcon />
        {badge && <Badge aria-hidden="true">{badge}</Badge>}
      </Bell>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-label="Notifications" onKeyDown={onMenuKey}>
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
                  <ItemButton
                    type="button"
                    role="menuitem"
                    tabIndex={i === 0 ? 0 : -1}
                    onClick={(e) => openNotification(e, n)}
                  >
                    <NotificationSummary notification={n} now={now} />
                  </ItemButton>
                ) : (
                  <ItemLink
                    role="menuitem"
                    tabIndex={i === 0 ? 0 : -1}
                    to={`/auction/${n.auctionId}`}
                    onClick={(e) => openNotification(e, n)}
                  >
                    <NotificationSummary notification={n} now={now} />
                  </ItemLink>
                )}
              </li>
            ))
          )}
          <Actions role="none">
            <ItemButton
              type="button"
              role="menuitem"
              tabIndex={list.length === 0 ? 0 : -1}
              aria-disabled={markAllRead.isPending || undefined}
              onClick={() => {
                if (!markAllRead.isPending) markAllRead.mutate()
              }}
            >
              {Labels.markAllAsRead}
            </ItemButton>
            <ItemLink role="menuitem" tabIndex={-1} to="/notifications" onClick={() => close(false)}>
              {Labels.viewAll}
            </ItemLink>
          </Actions>
        </Menu>
      )}
    </Root>
  )
}
