import { Messages } from '@gavel/domain'
import { REWARDS_DENIED_HELP, REWARDS_SUPPORT_EMAIL } from '@gavel/domain/areas/rewards'
import { useEffect, useId, useRef } from 'react'
import { DialogActions, DialogBody, DialogTitle, StyledDialog } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'

/**
 * The rewards-denied dialog (marketplace §5): 'Sorry, this program is not available for your dealership', and the
 * rewards support address to write to. Closing it (or Escape) goes back to the listing.
 */
export const RewardsDeniedDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <DialogTitle id={titleId}>{Messages.rewardsDenied}</DialogTitle>
      <DialogBody>
        {REWARDS_DENIED_HELP} <a href={`mailto:${REWARDS_SUPPORT_EMAIL}`}>{REWARDS_SUPPORT_EMAIL}</a>.
      </DialogBody>
      <DialogActions>
        <Button onClick={onClose}>Back to auctions</Button>
      </DialogActions>
    </StyledDialog>
  )
}
