import { type RefObject, useEffect } from 'react'
import { focusablesIn, wrapTab } from '../../primitives/Modal'

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
    const focusables = () => focusablesIn(root)
    ;(initial?.current ?? focusables()[0] ?? root).focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        return
      }
      if (event.key === 'Tab' && !wrapTab(event, root)) event.preventDefault()
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
