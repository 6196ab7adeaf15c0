import { messageOf } from '@gavel/domain'
import { InspectionListTexts, type InspectionRequest, InspectionRequests } from '@gavel/domain/areas/inspections'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '../../primitives/Button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '../../primitives/Dialog'
import { useService } from '../../services/ServicesProvider'
import { Banner } from './inspections.styles'
import { inspectionKeys } from './queryKeys'

/** Asks before cancelling a requested inspection; a refusal (it was scheduled meanwhile) is said in the dialog. */
export const CancelInspectionDialog = ({
  request,
  onClose,
}: {
  readonly request: InspectionRequest
  readonly onClose: () => void
}) => {
  const port = useService(InspectionRequests)
  const queryClient = useQueryClient()
  const titleId = useId()
  const bodyId = useId()
  const cancel = useMutation({
    mutationFn: () => port.cancel(request.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.all })
      onClose()
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: inspectionKeys.list(request.dealerId) }),
  })
  return (
    <Dialog width={440} labelledBy={titleId} describedBy={bodyId} onDismiss={cancel.isPending ? undefined : onClose}>
      <DialogTitle id={titleId}>{InspectionListTexts.cancelTitle}</DialogTitle>
      <DialogBody>
        <p id={bodyId}>{InspectionListTexts.cancelBody(request.vin)}</p>
        {cancel.isError && (
          <Banner $tone="danger" role="alert">
            {messageOf(cancel.error)}
          </Banner>
        )}
      </DialogBody>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          Keep it
        </Button>
        <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel inspection
        </Button>
      </DialogActions>
    </Dialog>
  )
}
