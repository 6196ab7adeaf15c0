import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps keyboard focus inside a modal dialog: focus moves to `initial` (or the first focusable element) on open,
 * Tab and Shift+Tab wrap around, focus that leaves is brought back, and Escape does nothing (a modal that must be
 * answered). Focus returns to where it was when the dialog closes.
 */
export const useFocusTrap = (dialog: RefObject<HTMLElement | null>, initial?: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const root = dialog.current
    if (root === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    ;(initial?.current ?? focusables()[0] ?? root).focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables()
      const first = items[0]
      const last = items.at(-1)
      if (first === undefined || last === undefined) return event.preventDefault()
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) (focusables()[0] ?? root).focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn)
      previous?.focus()
    }
  }, [dialog, initial])
}
