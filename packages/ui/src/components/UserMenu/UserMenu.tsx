import { displayName, type User, userMenuEntries } from '@gavel/domain'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { Avatar } from '../../primitives/Avatar'
import { Dealership, Item, ItemButton, Menu, Name, Root, Trigger, Who } from './UserMenu.styles'

/** Menu show delay on hover (shell §2.1, §9: "user menu show delay 200 ms"). */
export const USER_MENU_SHOW_DELAY_MS = 200

export interface UserMenuProps {
  readonly user: User
  /** The current route's id: Tutorials shows only on the Search route (shell §2.1). */
  readonly routeId?: string | undefined
  /** Tutorials starts the guided tour (shell §4.5); the app wires it. */
  readonly onTutorials?: (() => void) | undefined
}

/** The dealership shown under the name: the default one, else the first. */
const dealershipOf = (user: User) =>
  user.dealerships.find((d) => d.id === user.defaultDealerId)?.name ?? user.dealerships[0]?.name ?? null

/**
 * The user menu of shell §2.1: initials, full name (or 'No Name Available'), dealership; Settings, Tutorials (only
 * on the Search route) and Logout. Opens on click or keyboard at once, on hover after 200 ms; Escape or a click
 * outside closes it.
 */
export const UserMenu = ({ user, routeId = '', onTutorials }: UserMenuProps) => {
  const entries = userMenuEntries(routeId)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const items = useRef<Array<HTMLElement | null>>([])
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const focusOnOpen = useRef<number | null>(null)

  const cancelHover = () => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current)
    hoverTimer.current = null
  }
  const openAt = (index: number | null) => {
    cancelHover()
    focusOnOpen.current = index
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    cancelHover()
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    if (focusOnOpen.current !== null) items.current[focusOnOpen.current]?.focus()
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])
  useEffect(
    () => () => {
      if (hoverTimer.current !== null) clearTimeout(hoverTimer.current)
    },
    [],
  )

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openAt(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt(entries.length - 1)
    } else if (e.key === 'Escape') close(true)
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      e.preventDefault()
      items.current[(to + entries.length) % entries.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(current + 1)
    else if (e.key === 'ArrowUp') move(current - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(entries.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') close(false)
  }

  const name = displayName(user.fullName)
  const dealership = dealershipOf(user)
  return (
    <Root
      data-tour="user-menu"
      ref={root}
      onMouseEnter={() => {
        if (!open && hoverTimer.current === null)
          hoverTimer.current = setTimeout(() => openAt(null), USER_MENU_SHOW_DELAY_MS)
      }}
      onMouseLeave={() => {
        cancelHover()
        setOpen(false)
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onTriggerKey}
      >
        <Avatar fullName={user.fullName} email={user.email} />
        <Who>
          <Name>{name}</Name>
          {dealership && <Dealership>{dealership}</Dealership>}
        </Who>
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label="User menu" onKeyDown={onMenuKey}>
          {entries.map((entry, i) => {
            const ref = (el: HTMLElement | null) => {
              items.current[i] = el
            }
            return (
              <li key={entry.label} role="none">
                {entry.path === null ? (
                  <ItemButton
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      close(false)
                      onTutorials?.()
                    }}
                  >
                    {entry.label}
                  </ItemButton>
                ) : (
                  <Item ref={ref} role="menuitem" to={entry.path} tabIndex={-1} onClick={() => close(false)}>
                    {entry.label}
                  </Item>
                )}
              </li>
            )
          })}
        </Menu>
      )}
    </Root>
  )
}
