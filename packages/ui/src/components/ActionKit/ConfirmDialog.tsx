import { type ReactNode, useId } from 'react'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '../../primitives/Dialog'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: string
  readonly children: ReactNode
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** A modal confirmation (focus kept inside, Escape cancels) before an action that cannot be undone. */
export const ConfirmDialog = ({ open, title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) => {
  const titleId = useId()
  return (
    <Dialog open={open} width={420} labelledBy={titleId} onDismiss={onCancel}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogBody>{children}</DialogBody>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  )
}
