import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { DialogActions, DialogBody, DialogTitle, StyledDialog } from './ActionKit.styles'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: string
  readonly children: ReactNode
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** A modal confirmation (native dialog: focus trapped, Escape cancels) before an action that cannot be undone. */
export const ConfirmDialog = ({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogBody>{children}</DialogBody>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </DialogActions>
    </StyledDialog>
  )
}
