import type { StatusPill } from '@gavel/domain'
import { List, StyledPill } from './Pill.styles'

/** What each status pill of marketplace §3 says to a dealer. */
export const pillLabels: Record<StatusPill, string> = {
  no_reserve: 'No Reserve',
  reserve_met: 'Reserve Met',
  near_reserve: 'Near Reserve',
  low_reserve: 'Low Reserve',
  high_bidder: 'High Bidder',
  out_bid: 'Outbid',
  finalize: 'Finalize',
  received_last_negotiation: 'Offer Received',
  sent_last_negotiation: 'Offer Sent',
  proxy_scheduled: 'Proxy Scheduled',
  watchlisted: 'Watching',
}

export interface PillProps {
  readonly pill: StatusPill
}

/** One status pill, one style per pill. */
export const Pill = ({ pill }: PillProps) => (
  <StyledPill $pill={pill} data-pill={pill}>
    {pillLabels[pill]}
  </StyledPill>
)

export interface PillListProps {
  readonly pills: readonly StatusPill[]
  readonly label?: string
}

/** The pills of one auction as a list. */
export const PillList = ({ pills, label = 'Status' }: PillListProps) => (
  <List aria-label={label}>
    {pills.map((p) => (
      <li key={p}>
        <Pill pill={p} />
      </li>
    ))}
  </List>
)
