import { DealerRewards, type FeatureFlags, isRewardsEligible, rewardsButtonFor, type User } from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { RewardsButton } from '../../components/RewardsButton/RewardsButton'
import { useService } from '../../services/ServicesProvider'
import { dealerRewardsKey } from './dealerRewardsQuery'

/** While the points are being computed the button asks again every minute (our design). */
const UPDATING_POLL_MS = 60_000

export interface DealerRewardsButtonProps {
  readonly user: User
  readonly flags: FeatureFlags
}

const LoadedRewardsButton = ({ user }: DealerRewardsButtonProps) => {
  const rewards = useService(DealerRewards)
  const { data } = useQuery({
    queryKey: dealerRewardsKey(user.id),
    queryFn: () => rewards.statusOf(user.dealerships),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.eligible && d.enrolledToRewards && d.rewardPoints === null)
        ? UPDATING_POLL_MS
        : false,
  })
  const state = data ? rewardsButtonFor(data, user.defaultDealerId) : null
  return state === null ? null : <RewardsButton state={state} />
}

/**
 * The rewards button for the signed-in dealer (shell §2.1, §6; marketplace §4): the loyalty service is asked only
 * when the loyalty flag (and for several dealerships the multi-dealer flag) and a rewards dealership allow it; the
 * button shows once it says a dealer is eligible. A failed check is not eligible: nothing shows.
 */
export const DealerRewardsButton = (props: DealerRewardsButtonProps) =>
  isRewardsEligible(props.user, props.flags) ? <LoadedRewardsButton {...props} /> : null
