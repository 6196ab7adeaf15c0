import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A dismissable modal panel's keyboard: focus moves to its title on open, Tab and Shift+Tab wrap inside it,
 * Escape closes it, and focus goes back to where it was (the button that opened it) on close.
 */
export const useDialogKeys = (dialog: RefObject<HTMLElement | null>, onClose: () => void) => {
  useEffect(() => {
    const root = dialog.current
    if (root === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const title = root.querySelector<HTMLElement>('[tabindex="-1"]')
    ;(title ?? root).focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items.at(-1)
      if (first === undefined || last === undefined) return
      if (event.shiftKey && (document.activeElement === first || document.activeElement === title)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      if (previous?.isConnected) previous.focus()
    }
  }, [dialog, onClose])
}
