import { type RefObject, useEffect } from 'react'
import { wrapTab } from '../../primitives/Modal'

/**
 * Keyboard for a tour dialog: focus moves to `initial` (or the dialog) when `key` changes, Escape calls `onEscape`,
 * and in a modal Tab and Shift+Tab wrap inside. Focus goes back where it was when the dialog closes.
 */
export const useDialogKeys = (
  dialog: RefObject<HTMLElement | null>,
  options: {
    readonly initial?: RefObject<HTMLElement | null>
    readonly onEscape: () => void
    readonly modal: boolean
    readonly key?: unknown
  },
) => {
  const { initial, onEscape, modal, key } = options
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves again whenever `key` (the step) changes
  useEffect(() => {
    const root = dialog.current
    if (root === null) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(initial?.current ?? root).focus({ preventScroll: true })
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [dialog, initial, key])
  useEffect(() => {
    const root = dialog.current
    if (root === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
        return
      }
      if (modal && event.key === 'Tab') wrapTab(event, root)
    }
    root.addEventListener('keydown', onKeyDown)
    return () => root.removeEventListener('keydown', onKeyDown)
  }, [dialog, onEscape, modal])
}
