import { type RefObject, useEffect } from 'react'
import { wrapTab } from '../../primitives/Modal'

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
      if (event.key === 'Tab') wrapTab(event, root, title)
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      if (previous?.isConnected) previous.focus()
    }
  }, [dialog, onClose])
}
