import { type AuctionId, formatUsd, messageOf } from '@gavel/domain'
import {
  hasRunChanges,
  odometerChangeText,
  photosChangeText,
  type RunChanges,
  RunHistory,
} from '@gavel/domain/areas/selling'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { sellingKeys } from '../queryKeys'
import { Added, Box, Fixed, Lines, Problem, Scroll } from './RunChangesSection.styles'

const money = (n: number | null) => (n === null ? '—' : formatUsd(n))
const RESULTS: Readonly<Record<string, string>> = {
  active: 'Running',
  ended_accepted: 'Sold',
  counter_accepted: 'Sold',
  counter_original_accepted: 'Sold',
  ended_nobid: 'No bids',
  ended_declined: 'Declined',
  ended_killed: 'Withdrawn',
  ended_unwound: 'Unwound',
  counter_original_declined: 'Declined',
  negotiation: 'In negotiation',
}
const resultOf = (status: string) => RESULTS[status] ?? status.replaceAll('_', ' ')

/** The comparison itself: problems added and fixed, odometer and photos, and every run's prices. */
export const RunChangesView = ({ changes }: { readonly changes: RunChanges }) => {
  const headingId = useId()
  const showReserve = changes.runs.some((r) => r.reserve !== null)
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{`What changed since run #${changes.runNumber - 1}`}</h2>
      <Lines>
        <span>{odometerChangeText(changes.odometer)}</span>
        <span>{photosChangeText(changes.photos)}</span>
      </Lines>
      <h3>Condition report</h3>
      {changes.problemsAdded.length === 0 && changes.problemsFixed.length === 0 ? (
        <p>No problems added or fixed.</p>
      ) : (
        <ul aria-label="Condition report changes">
          {changes.problemsAdded.map((p) => (
            <Added key={`a-${p.section}-${p.question}`}>{`New: ${p.section} — ${p.question}: ${p.answer}`}</Added>
          ))}
          {changes.problemsFixed.map((p) => (
            <Fixed key={`f-${p.section}-${p.question}`}>{`Fixed: ${p.section} — ${p.question}: ${p.answer}`}</Fixed>
          ))}
        </ul>
      )}
      <h3>Price history</h3>
      <Scroll tabIndex={0} role="region" aria-label="Price history">
        <table>
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Start price</th>
              {showReserve && <th scope="col">Reserve</th>}
              <th scope="col">High bid</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {changes.runs.map((r) => (
              <tr key={r.auctionId}>
                <th scope="row">{`#${r.runNumber}`}</th>
                <td>{money(r.startPrice)}</td>
                {showReserve && <td>{money(r.reserve)}</td>}
                <td>{money(r.highBid)}</td>
                <td>{resultOf(r.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </Box>
  )
}

/**
 * What changed since the vehicle's previous run (docs/adr/0024), for the auction page (buyers too) and the
 * relaunch form. Shows nothing for a vehicle on its first run or not launched from a saved auction; a failed load
 * says so with a Retry, and the rest of the page stays.
 */
export const RunChangesSection = ({ auctionId }: { readonly auctionId: AuctionId }) => {
  const history = useService(RunHistory)
  const query = useQuery({ queryKey: sellingKeys.runChanges(auctionId), queryFn: () => history.changes(auctionId) })
  if (query.isError)
    return (
      <Box aria-label="What changed since the last run">
        <Problem role="alert">{messageOf(query.error)}</Problem>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </Box>
    )
  if (!query.data || !hasRunChanges(query.data)) return null
  return <RunChangesView changes={query.data} />
}
