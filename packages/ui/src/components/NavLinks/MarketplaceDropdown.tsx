import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { DropdownMenu, DropdownRoot, ItemButton } from './NavLinks.styles'

export interface MarketplaceDropdownProps {
  readonly label: string
  readonly entries: readonly { readonly label: string; readonly path: string }[]
}

/**
 * Marketplace with its dropdown of Search and Events Directory (shell §2.1, when both flags are on): a menu button.
 * Enter, Space or ArrowDown opens it on the first entry, ArrowUp on the last; arrows, Home and End move; Escape
 * closes it and returns focus; a click outside or Tab closes it.
 */
export const MarketplaceDropdown = ({ label, entries }: MarketplaceDropdownProps) => {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const items = useRef<Array<HTMLAnchorElement | null>>([])
  const focusOnOpen = useRef<number | null>(null)

  const openAt = (index: number | null) => {
    focusOnOpen.current = index
    setOpen(true)
  }
  const close = (refocus: boolean) => {
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
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement)
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

  return (
    <DropdownRoot ref={root}>
      <ItemButton
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onTriggerKey}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </ItemButton>
      {open && (
        <DropdownMenu id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {entries.map((entry, i) => (
            <li key={entry.path} role="none">
              <Link
                ref={(el) => {
                  items.current[i] = el
                }}
                role="menuitem"
                to={entry.path}
                tabIndex={-1}
                onClick={() => close(false)}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </DropdownMenu>
      )}
    </DropdownRoot>
  )
}
