import { BidApprovals, DealershipTeam, type TeamLimits, type TeamRole } from '@gavel/domain/areas/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CacheTimes } from '../../../services/cacheTimes'
import { queryKeys } from '../../../services/queryKeys'
import { useService } from '../../../services/ServicesProvider'
import { settingsKeys } from '../common/settingsKeys'

export const useTeam = (dealerId: number) => {
  const team = useService(DealershipTeam)
  return useQuery({ queryKey: settingsKeys.team(dealerId), queryFn: () => team.list(dealerId), enabled: dealerId > 0 })
}

/** A change to one member (role or limits); the roster is read again afterwards. */
export const useChangeMember = (dealerId: number) => {
  const team = useService(DealershipTeam)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { userId: number; role?: TeamRole; limits?: TeamLimits }) =>
      team.change(dealerId, v.userId, { role: v.role, limits: v.limits }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.team(dealerId) }),
  })
}

export const useRemoveMember = (dealerId: number) => {
  const team = useService(DealershipTeam)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => team.remove(dealerId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.team(dealerId) }),
  })
}

/** The dealership's bid approval requests, polled like notifications (15 s) so a new request shows up. */
export const useApprovals = (dealerId: number) => {
  const approvals = useService(BidApprovals)
  return useQuery({
    queryKey: queryKeys.bidApprovals(dealerId),
    queryFn: () => approvals.list(dealerId),
    refetchInterval: CacheTimes.notificationsPoll,
  })
}

/**
 * One answer per click: the request is answered once (a second answer is refused by the server). The list and
 * the notifications (shared keys of `services/queryKeys`) re-read afterwards.
 */
export const useAnswerApproval = (dealerId: number) => {
  const approvals = useService(BidApprovals)
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { requestId: number; decision: 'approve' | 'decline' }) =>
      approvals.answer(dealerId, v.requestId, v.decision),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.bidApprovals(dealerId) })
      // The admins' notification about this request (header menu, /notifications) shows the receipt too.
      void client.invalidateQueries({ queryKey: queryKeys.notifications })
    },
  })
}
