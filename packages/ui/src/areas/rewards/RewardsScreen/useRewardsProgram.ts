import { type DealerLoyalty, DealerRewards, dealersToOptIn, type User } from '@gavel/domain'
import { applyEnrolments, RewardsEnrolment } from '@gavel/domain/areas/rewards'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { dealerRewardsKey } from '../../../containers/rewards/dealerRewardsQuery'
import { useService } from '../../../services/ServicesProvider'

/**
 * The user's rewards status (the header button's query, shared) and the opt-in. The opt-in is sent once per click
 * (never retried); its answer goes straight into the shared cache, so the header's button shows the points at once,
 * and the status is then read again.
 */
export const useRewardsProgram = (user: User, enabled: boolean) => {
  const rewards = useService(DealerRewards)
  const enrolment = useService(RewardsEnrolment)
  const client = useQueryClient()
  const key = dealerRewardsKey(user.id)
  const status = useQuery({ queryKey: key, queryFn: () => rewards.statusOf(user.dealerships), enabled })
  const optIn = useMutation({
    mutationFn: (dealers: readonly DealerLoyalty[]) => enrolment.optIn(dealersToOptIn(dealers)),
    retry: false,
    onSuccess: (enrolments) => {
      client.setQueryData<readonly DealerLoyalty[]>(key, (old) => (old ? applyEnrolments(old, enrolments) : old))
      void client.invalidateQueries({ queryKey: key })
    },
  })
  return { status, optIn }
}
