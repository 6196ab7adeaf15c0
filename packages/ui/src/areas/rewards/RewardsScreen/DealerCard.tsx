import { type DealerLoyalty, rewardsButtonText } from '@gavel/domain'
import { tierProgress } from '@gavel/domain/areas/rewards'
import { Bar, BarFill, Card, CardTitle, Fact, Facts, Progress } from './RewardsScreen.styles'

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** One eligible dealership: enrolled with points and tier (and the progress card by flag), or not yet. */
export const DealerCard = ({
  dealer,
  progressCard,
}: {
  readonly dealer: DealerLoyalty
  readonly progressCard: boolean
}) => {
  const points = dealer.rewardPoints
  const progress = dealer.enrolledToRewards && points !== null ? tierProgress(points) : null
  return (
    <Card>
      <CardTitle>{dealer.dealerName}</CardTitle>
      {dealer.enrolledToRewards ? (
        <Facts>
          <Fact>
            <dt>Points</dt>
            <dd>{rewardsButtonText({ enrolled: true, points })}</dd>
          </Fact>
          <Fact>
            <dt>Tier</dt>
            <dd>{dealer.tier === null ? '—' : capital(dealer.tier)}</dd>
          </Fact>
        </Facts>
      ) : (
        <p>Not enrolled yet. Join to start earning points.</p>
      )}
      {progressCard && progress !== null && (
        <Progress aria-label="Progress to the next tier">
          {progress.nextTier === null ? (
            <p>You have reached the top tier.</p>
          ) : (
            <p>
              {progress.pointsToNext.toLocaleString('en-US')} points to {capital(progress.nextTier)}
            </p>
          )}
          <Bar
            role="progressbar"
            aria-label={`Progress to ${progress.nextTier === null ? 'the top tier' : capital(progress.nextTier)}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.fraction * 100)}
          >
            <BarFill style={{ width: `${Math.round(progress.fraction * 100)}%` }} />
          </Bar>
        </Progress>
      )}
    </Card>
  )
}
