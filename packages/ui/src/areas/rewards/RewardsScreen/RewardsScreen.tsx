import {
  type DealerLoyalty,
  FlagSlugs,
  isFlagOn,
  isLimited,
  isRewardsEligible,
  Messages,
  messageOf,
} from '@gavel/domain'
import { eligibleDealers } from '@gavel/domain/areas/rewards'
import { useNavigate } from 'react-router'
import { Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useSession } from '../../../services/useSession'
import { DealerCard } from './DealerCard'
import { RewardsDeniedDialog } from './RewardsDeniedDialog'
import { Cards, Heading, Intro, Page } from './RewardsScreen.styles'
import { useRewardsProgram } from './useRewardsProgram'

export interface RewardsScreenProps {
  /** Where the denied dialog sends the dealer back to (the user's listing page). */
  readonly listingPath: string
}

/**
 * /rewards (shell §2.2 "eligibility check", marketplace §4, §5, §7 Loyalty): the route checks eligibility itself.
 * A user whose flags or dealership types rule the program out, or whose dealerships the loyalty service says are
 * not eligible, gets the denied dialog. Eligible dealers see their points and tier (the progress card with its
 * flag) and may join; joining updates the header's rewards button at once.
 */
export const RewardsScreen = ({ listingPath }: RewardsScreenProps) => {
  const session = useSession()
  const navigate = useNavigate()
  const allowed = session !== null && isRewardsEligible(session.user, session.flags)
  const deny = <RewardsDeniedDialog onClose={() => void navigate(listingPath)} />
  if (session === null || !allowed)
    return (
      <Page>
        <Heading>Dealer Rewards Program</Heading>
        {deny}
      </Page>
    )
  return (
    <Program user={session.user} progressCard={isFlagOn(session.flags, FlagSlugs.loyaltyProgressCard)} deny={deny} />
  )
}

interface ProgramProps {
  readonly user: NonNullable<ReturnType<typeof useSession>>['user']
  readonly progressCard: boolean
  readonly deny: React.ReactNode
}

const Program = ({ user, progressCard, deny }: ProgramProps) => {
  const { status, optIn } = useRewardsProgram(user, true)
  const dealers: readonly DealerLoyalty[] = status.data ? eligibleDealers(status.data) : []
  const toJoin = dealers.filter((d) => !d.enrolledToRewards)
  const limited = isLimited(user)
  return (
    <Page>
      <Heading>Dealer Rewards Program</Heading>
      <Intro>Earn points on every vehicle your dealership buys and climb from bronze to platinum.</Intro>
      {status.isPending ? (
        <Spinner label="Loading your rewards" />
      ) : status.isError && !status.data ? (
        <ErrorState
          message={messageOf(status.error)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : dealers.length === 0 ? (
        deny
      ) : (
        <>
          <Cards aria-label="Your dealerships">
            {dealers.map((d) => (
              <DealerCard key={d.dealerId} dealer={d} progressCard={progressCard} />
            ))}
          </Cards>
          {toJoin.length > 0 && (
            <Button
              onClick={() => optIn.mutate(dealers)}
              loading={optIn.isPending}
              disabledReason={limited ? Messages.dealerInactiveTitle : null}
            >
              {toJoin.length === 1 ? 'Join the Dealer Rewards Program' : `Join with ${toJoin.length} dealerships`}
            </Button>
          )}
          {optIn.isError && <Refused role="alert">{messageOf(optIn.error)}</Refused>}
        </>
      )}
    </Page>
  )
}
