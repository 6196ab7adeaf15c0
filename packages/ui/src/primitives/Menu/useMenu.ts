import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

export interface MenuOptions {
  /** When set, hovering the root opens the menu after this many milliseconds and leaving it closes the menu. */
  readonly hoverDelayMs?: number | undefined
  /** Called each time the menu opens (the notifications menu marks all as seen). */
  readonly onOpen?: (() => void) | undefined
}

/** The menu's items in order: every `role="menuitem"` inside it. */
const itemsOf = (menu: HTMLElement | null): HTMLElement[] => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
]

/**
 * The behaviour of a menu button (WAI-ARIA menu button pattern; shell §2.1 header menus): Enter, Space or ArrowDown
 * opens it on the first item, ArrowUp on the last, a click without focusing an item; in the menu the arrows, Home
 * and End move (wrapping); Escape closes it and gives focus back to the trigger; Tab or a pointer down outside
 * the root closes it. Spread `rootProps`, `triggerProps` and `menuProps`; the items are the `role="menuitem"`
 * elements inside the menu.
 */
export const useMenu = ({ hoverDelayMs, onOpen }: MenuOptions = {}) => {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)

  const cancelHover = () => {
    if (hoverTimer.current !== null) clearTimeout(hoverTimer.current)
    hoverTimer.current = null
  }
  const openAt = (focus: 'first' | 'last' | null) => {
    cancelHover()
    focusOnOpen.current = focus
    setOpen(true)
    onOpen?.()
  }
  const close = (refocus: boolean) => {
    cancelHover()
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const items = itemsOf(menu.current)
    if (focusOnOpen.current === 'first') items[0]?.focus()
    if (focusOnOpen.current === 'last') items.at(-1)?.focus()
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
      openAt('first')
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt('last')
    } else if (e.key === 'Escape') close(true)
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const items = itemsOf(menu.current)
    const current = items.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      e.preventDefault()
      items[(to + items.length) % items.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(current + 1)
    else if (e.key === 'ArrowUp') move(current - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(items.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') close(false)
  }

  const hoverProps =
    hoverDelayMs === undefined
      ? {}
      : {
          onMouseEnter: () => {
            if (!open && hoverTimer.current === null) hoverTimer.current = setTimeout(() => openAt(null), hoverDelayMs)
          },
          onMouseLeave: () => {
            cancelHover()
            setOpen(false)
          },
        }

  return {
    open,
    /** Closes the menu; call it when an item is chosen. */
    close: () => close(false),
    rootProps: { ref: root, ...hoverProps },
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt(null)),
      onKeyDown: onTriggerKey,
    },
    menuProps: { ref: menu, id: menuId, role: 'menu' as const, onKeyDown: onMenuKey },
  }
}
