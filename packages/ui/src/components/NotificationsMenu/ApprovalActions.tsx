import type { NotificationApproval } from '@gavel/domain'
import { Choice, Choices, Receipt, ReceiptTitle } from './ApprovalActions.styles'

export type ApprovalDecision = 'approve' | 'decline'

const RECEIPT_TITLES: Readonly<Record<Exclude<NotificationApproval['status'], 'pending'>, string>> = {
  placed: 'Approved: bid placed',
  failed: 'Approved, but the bid was not placed',
  declined: 'Declined: bid not placed',
  lapsed: 'Lapsed: bid not placed',
}

export interface ApprovalActionsProps {
  /** The approval's state to show: the answer once sent, else as the notification carries it. */
  readonly approval: NotificationApproval
  /** The notification's text, naming what Approve and Decline answer. */
  readonly body: string
  /** The decision on its way, or null. */
  readonly sending: ApprovalDecision | null
  /** The server's refusal of the last answer, or null. */
  readonly error: string | null
  readonly onAnswer: (decision: ApprovalDecision) => void
  /** In the header menu the buttons are menu items (the arrows reach them); on the page, plain buttons. */
  readonly inMenu?: boolean
}

/**
 * Approve and Decline on a notification that asks an admin to answer a bid request (issue 13, ADR 0044): one click
 * each, both disabled while sending, never sent twice; then the receipt (approved and placed, or not, or declined)
 * or the server's refusal. The server gives the approval only to the dealership's admins (ADR 0044), so whoever
 * sees it may answer it.
 */
export const ApprovalActions = ({
  approval: shown,
  body,
  sending,
  error,
  onAnswer,
  inMenu = false,
}: ApprovalActionsProps) => {
  // A menu owns only items, so in the menu the receipt is a disabled item the arrows reach; elsewhere a status.
  const live = inMenu
    ? { role: 'menuitem', 'aria-disabled': true as const, tabIndex: -1 }
    : { role: 'status', 'aria-live': 'polite' as const }
  if (shown.status !== 'pending')
    return (
      <Receipt {...live} $tone={shown.status === 'placed' ? 'success' : 'neutral'}>
        <ReceiptTitle>{RECEIPT_TITLES[shown.status]}</ReceiptTitle>
        {shown.outcome && <span>{shown.outcome}</span>}
      </Receipt>
    )
  const choice = (decision: ApprovalDecision, label: string, busy: string) => (
    <Choice
      type="button"
      role={inMenu ? 'menuitem' : undefined}
      tabIndex={inMenu ? -1 : undefined}
      $primary={decision === 'approve'}
      aria-disabled={sending !== null || undefined}
      aria-label={`${label} ${body}`}
      onClick={() => onAnswer(decision)}
    >
      {sending === decision ? busy : label}
    </Choice>
  )
  return (
    <>
      <Choices>
        {choice('approve', 'Approve', 'Approving…')}
        {choice('decline', 'Decline', 'Declining…')}
      </Choices>
      {(!inMenu || sending !== null || error !== null) && (
        <Receipt {...live} $tone={error !== null ? 'danger' : 'neutral'}>
          {sending !== null ? 'Sending your answer…' : (error ?? '')}
        </Receipt>
      )}
    </>
  )
}
