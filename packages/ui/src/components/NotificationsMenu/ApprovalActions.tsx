import { messageOf, type Notification, type NotificationApproval } from '@gavel/domain'
import { Choice, Choices, Receipt, ReceiptTitle } from './ApprovalActions.styles'
import { type ApprovalDecision, useAnswerApproval } from './approvalQueries'

const RECEIPT_TITLES: Readonly<Record<Exclude<NotificationApproval['status'], 'pending'>, string>> = {
  placed: 'Approved: bid placed',
  failed: 'Approved, but the bid was not placed',
  declined: 'Declined: bid not placed',
  lapsed: 'Lapsed: bid not placed',
}

export interface ApprovalActionsProps {
  readonly notification: Notification & { readonly approval: NotificationApproval }
  /** In the header menu the buttons are menu items (the arrows reach them); on the page, plain buttons. */
  readonly inMenu?: boolean
}

/**
 * Approve and Decline on a notification that asks an admin to answer a bid request (issue 13, ADR 0044): one click
 * each, both disabled while sending, never sent twice; then the receipt (approved and placed, or not, or declined)
 * or the server's refusal. The server gives the approval only to the dealership's admins (ADR 0044), so whoever
 * sees it may answer it.
 */
export const ApprovalActions = ({ notification, inMenu = false }: ApprovalActionsProps) => {
  const approval = notification.approval
  const answer = useAnswerApproval(notification.id, approval)
  const shown = answer.data ?? approval
  const sending = answer.isPending ? answer.variables : null

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
      aria-disabled={answer.isPending || undefined}
      aria-label={`${label} ${notification.body}`}
      onClick={() => answer.answer(decision)}
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
      {(!inMenu || answer.isPending || answer.isError) && (
        <Receipt {...live} $tone={answer.isError ? 'danger' : 'neutral'}>
          {answer.isPending ? 'Sending your answer…' : answer.isError ? messageOf(answer.error) : ''}
        </Receipt>
      )}
    </>
  )
}

/** Whether a notification carries an approval to show (ADR 0044). */
export const hasApproval = (n: Notification): n is Notification & { readonly approval: NotificationApproval } =>
  n.approval !== undefined
