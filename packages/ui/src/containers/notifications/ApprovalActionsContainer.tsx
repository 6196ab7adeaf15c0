import { messageOf, type Notification, type NotificationApproval } from '@gavel/domain'
import { ApprovalActions } from '../../components/NotificationsMenu/ApprovalActions'
import { useAnswerApproval } from './approvalQueries'

/** Approve and Decline of one approval notification over the ApprovalAnswers port (ADR 0044). */
export const ApprovalActionsContainer = ({
  notification,
  inMenu = false,
}: {
  readonly notification: Notification & { readonly approval: NotificationApproval }
  readonly inMenu?: boolean
}) => {
  const answer = useAnswerApproval(notification.id, notification.approval)
  return (
    <ApprovalActions
      approval={answer.data ?? notification.approval}
      body={notification.body}
      sending={answer.isPending ? (answer.variables ?? null) : null}
      error={answer.isError ? messageOf(answer.error) : null}
      onAnswer={answer.answer}
      inMenu={inMenu}
    />
  )
}
