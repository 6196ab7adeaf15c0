import { Messages } from '@gavel/domain'
import { REWARDS_DENIED_HELP, REWARDS_SUPPORT_EMAIL } from '@gavel/domain/areas/rewards'
import { useId } from 'react'
import { Button } from '../../../primitives/Button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '../../../primitives/Dialog'

/**
 * The rewards-denied dialog (marketplace §5): 'Sorry, this program is not available for your dealership', and the
 * rewards support address to write to. Closing it (or Escape) goes back to the listing.
 */
export const RewardsDeniedDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const titleId = useId()
  return (
    <Dialog width={420} labelledBy={titleId} onDismiss={onClose}>
      <DialogTitle id={titleId}>{Messages.rewardsDenied}</DialogTitle>
      <DialogBody>
        {REWARDS_DENIED_HELP} <a href={`mailto:${REWARDS_SUPPORT_EMAIL}`}>{REWARDS_SUPPORT_EMAIL}</a>.
      </DialogBody>
      <DialogActions>
        <Button onClick={onClose}>Back to auctions</Button>
      </DialogActions>
    </Dialog>
  )
}
