import { ApprovalAnswers, type Notification, type NotificationApproval } from '@gavel/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { notificationKeys } from './notificationQueries'

export type ApprovalDecision = 'approve' | 'decline'

type Lists = { readonly notifications: readonly Notification[] }

/**
 * An admin's one-click answer to the approval a notification carries (ADR 0044). One answer per item: a second
 * click while sending, or after the answer, does nothing; after a refusal it may be tried again (the server answers
 * a request once). The answer is written into every cached list (the item
 * shows the receipt) and the lists are re-read (the receipt notification arrives; after a refusal, the state the
 * server now holds), and so is every bid approvals list (Settings, Manage users), which shows the same request.
 */
export const useAnswerApproval = (notificationId: number, approval: NotificationApproval) => {
  const answers = useService(ApprovalAnswers)
  const client = useQueryClient()
  const sent = useRef(false)
  const mutation = useMutation({
    mutationFn: (decision: ApprovalDecision) => answers.answer(approval, decision),
    onSuccess: (answered) => {
      client.setQueriesData<Lists>({ queryKey: notificationKeys.all }, (old) =>
        old
          ? {
              ...old,
              notifications: old.notifications.map((n) => (n.id === notificationId ? { ...n, approval: answered } : n)),
            }
          : old,
      )
    },
    onError: () => {
      // A refused or lost answer may be tried again: the server answers a request once and refuses the second.
      sent.current = false
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all })
      // The same request in Settings, Manage users (the page may be open under the menu): its list re-reads.
      void client.invalidateQueries({ queryKey: queryKeys.allBidApprovals })
    },
  })
  const answer = (decision: ApprovalDecision) => {
    if (sent.current || mutation.isPending) return
    sent.current = true
    mutation.mutate(decision)
  }
  return { ...mutation, answer }
}
