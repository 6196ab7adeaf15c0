import type { EpochMillis } from '@gavel/domain'
import { stepStatusLabel, type TimelineStep, windowRemaining } from '@gavel/domain/areas/postSale'
import { Link } from 'react-router'
import { useNow } from '../../../live/TickerProvider'
import { Remaining, Status, Step, When } from './TimelineScreen.styles'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The arbitration window's live countdown (one shared tick, docs/adr/0018). */
const WindowCountdown = ({ endsAt }: { readonly endsAt: EpochMillis }) => {
  const now = useNow()
  return (
    <Remaining>
      Closes in <span data-testid="window-remaining">{windowRemaining(endsAt, now)}</span> ({dateTime.format(endsAt)})
    </Remaining>
  )
}

/** One step of the post-sale timeline: state, date, where it stands and its next action. */
export const TimelineStepItem = ({ step }: { readonly step: TimelineStep }) => (
  <Step $status={step.status} aria-label={`${step.title}: ${stepStatusLabel(step.status)}`}>
    <h2>{step.title}</h2>
    <Status $status={step.status}>{stepStatusLabel(step.status)}</Status>
    <p>{step.detail}</p>
    {step.at !== null && <When>{dateTime.format(step.at)}</When>}
    {step.endsAt !== null && <WindowCountdown endsAt={step.endsAt} />}
    {step.next !== null && <Link to={step.next.to}>{step.next.label}</Link>}
  </Step>
)
