import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react'
import { ToastOutlet } from '../../toast/ToastProvider'
import { type DialogPlacement, DialogShell } from './Dialog.styles'
import { wrapTab } from './wrapTab'

export interface DialogProps {
  /** Shown while true (default): a dialog may stay mounted and closed, or mount only while open. */
  readonly open?: boolean
  /** Escape (and, with `dismissOnBackdrop`, a click beside it) asks to close. Without it the dialog must be answered. */
  readonly onDismiss?: () => void
  readonly dismissOnBackdrop?: boolean
  /** The id of the dialog's title; or, for a dialog without one (a photo viewer), `label`. */
  readonly labelledBy?: string
  readonly label?: string
  readonly describedBy?: string
  /** Where focus goes on open; else the first element with `data-autofocus`, else the browser's choice. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  readonly placement?: DialogPlacement
  /** The widest it grows on desktop, in px (centred and side dialogs); mobile is always the full screen. */
  readonly width?: number
  /** More keys (arrows in a photo viewer); Escape and Tab are the dialog's. */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void
  readonly className?: string
  readonly children: ReactNode
  readonly 'data-testid'?: string
}

/**
 * The one modal dialog of the app: a native `<dialog>` opened with showModal() (top layer, the page behind inert,
 * `aria-modal`), labelled by its title. Focus moves in on open, Tab and Shift+Tab wrap inside, Escape dismisses
 * (or does nothing for a dialog that must be answered: the keydown is cancelled, so the browser never closes it
 * behind React's back), and focus returns to where it was on close. Full screen on mobile (767px and below).
 */
export const Dialog = ({
  open = true,
  onDismiss,
  dismissOnBackdrop = false,
  labelledBy,
  label,
  describedBy,
  initialFocus,
  placement = 'center',
  width = placement === 'side' ? 420 : 560,
  onKeyDown,
  className,
  children,
  'data-testid': testId,
}: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null)
  const previous = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]')
      target?.focus({ preventScroll: true })
    } else if (!open && dialog.open) {
      dialog.close()
      restoreFocus(previous)
    }
  }, [open, initialFocus])

  // Unmounted while open: the browser drops it from the top layer; focus goes back all the same.
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
      restoreFocus(previous)
    }
  }, [])

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onDismiss?.()
      return
    }
    if (event.key === 'Tab' && dialog !== null && !wrapTab(event.nativeEvent, dialog, initialFocus?.current ?? null))
      event.preventDefault()
    onKeyDown?.(event)
  }
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissOnBackdrop && event.target === ref.current && isOutside(event, ref.current)) onDismiss?.()
  }

  return (
    <DialogShell
      ref={ref}
      $placement={placement}
      $width={width}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy === undefined ? label : undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      onKeyDown={keyDown}
      onClick={click}
      onCancel={(event) => event.preventDefault()}
    >
      {children}
      {open && <ToastOutlet />}
    </DialogShell>
  )
}

const restoreFocus = (previous: RefObject<HTMLElement | null>) => {
  const element = previous.current
  previous.current = null
  if (element?.isConnected) element.focus({ preventScroll: true })
}

/** A click on the dialog element itself lands on its ::backdrop when it falls outside the dialog's box. */
const isOutside = (event: MouseEvent, dialog: HTMLElement): boolean => {
  const box = dialog.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}
