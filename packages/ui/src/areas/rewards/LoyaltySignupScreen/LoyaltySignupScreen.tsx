import { type DealerLoyalty, isLimited, isRewardsEligible, Messages, messageOf } from '@gavel/domain'
import { eligibleDealers, REWARD_TIERS, REWARDS_DENIED_HELP, REWARDS_SUPPORT_EMAIL } from '@gavel/domain/areas/rewards'
import { Link } from 'react-router'
import { Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useSession } from '../../../services/useSession'
import { Heading, Intro, Page } from '../RewardsScreen/RewardsScreen.styles'
import { useRewardsProgram } from '../RewardsScreen/useRewardsProgram'
import { Denied, Enrolled, Steps, Tiers } from './LoyaltySignupScreen.styles'

export const LoyaltySignupTexts = {
  intro: 'Earn points on every vehicle your dealership buys on Gavel and climb the tiers for bigger rewards.',
  enrolled: 'Your dealership is enrolled in the Dealer Rewards Program.',
  join: 'Join the Dealer Rewards Program',
} as const

const STEPS = [
  'Join once for your dealership: every user of the dealership earns for it.',
  'Every purchase you finalize on Gavel adds points to your dealership.',
  'Points move your dealership up the tiers; your points show in the header.',
] as const

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The program's explanation, shown to everyone who reaches the page. */
const Explanation = () => (
  <>
    <Intro>{LoyaltySignupTexts.intro}</Intro>
    <section aria-labelledby="loyalty-how">
      <h2 id="loyalty-how">How it works</h2>
      <Steps>
        {STEPS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </Steps>
    </section>
    <section aria-labelledby="loyalty-tiers">
      <h2 id="loyalty-tiers">Tiers</h2>
      <Tiers>
        {REWARD_TIERS.map((t) => (
          <li key={t.tier}>
            <strong>{capitalize(t.tier)}</strong>
            <span>{`from ${t.from.toLocaleString('en-US')} pts.`}</span>
          </li>
        ))}
      </Tiers>
    </section>
  </>
)

const DeniedText = () => (
  <Denied role="status">
    <strong>{Messages.rewardsDenied}</strong>
    <span>
      {REWARDS_DENIED_HELP} <a href={`mailto:${REWARDS_SUPPORT_EMAIL}`}>{REWARDS_SUPPORT_EMAIL}</a>.
    </span>
  </Denied>
)

/**
 * /loyalty-signup (shell §2.5 "loyalty signup"; marketplace §4, §5, §7 Loyalty): the program explained, and the
 * opt-in for eligible dealerships, with the rewards area's rules and ports (eligibility v1/v2 through the header's
 * DealerRewards status, opt-in {dealer_ids}); ineligible users read the denied text.
 */
export const LoyaltySignupScreen = () => {
  const session = useSession()
  const allowed = session !== null && isRewardsEligible(session.user, session.flags)
  return (
    <Page>
      <Heading>Dealer Rewards Program</Heading>
      <Explanation />
      {session !== null && allowed ? <SignUp user={session.user} /> : <DeniedText />}
    </Page>
  )
}

const SignUp = ({ user }: { readonly user: NonNullable<ReturnType<typeof useSession>>['user'] }) => {
  const { status, optIn } = useRewardsProgram(user, true)
  const dealers: readonly DealerLoyalty[] = status.data ? eligibleDealers(status.data) : []
  const toJoin = dealers.filter((d) => !d.enrolledToRewards)
  if (status.isPending) return <Spinner label="Checking your eligibility" />
  if (status.isError && !status.data)
    return (
      <ErrorState
        message={messageOf(status.error)}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    )
  if (dealers.length === 0) return <DeniedText />
  if (toJoin.length === 0)
    return (
      <Enrolled role="status">
        {LoyaltySignupTexts.enrolled} <Link to="/rewards">See your points and tier</Link>
      </Enrolled>
    )
  return (
    <>
      <Button
        onClick={() => optIn.mutate(dealers)}
        loading={optIn.isPending}
        disabledReason={isLimited(user) ? Messages.dealerInactiveTitle : null}
      >
        {toJoin.length === 1 ? LoyaltySignupTexts.join : `Join with ${toJoin.length} dealerships`}
      </Button>
      {optIn.isError && <Refused role="alert">{messageOf(optIn.error)}</Refused>}
    </>
  )
}
