import type { SavedAuctionRow } from '@gavel/domain/areas/selling'
import { memo } from 'react'
import { ActionLink, ActionText, Badge, Facts, RedLight, Row, RowTitle } from './SavedAuctionsScreen.styles'

export interface SavedAuctionRowViewProps {
  readonly row: SavedAuctionRow
  readonly selected: boolean
  readonly onToggle: (id: number) => void
  /** In a virtualized list: the row's index, the list's length, its top and the measuring ref. */
  readonly place?: {
    readonly index: number
    readonly of: number
    readonly top: number
    readonly measure: (row: HTMLElement | null) => (() => void) | undefined
  }
}

/** One saved vehicle: select it for a bulk launch, open it, or see why it cannot go to auction. */
export const SavedAuctionRowView = memo(({ row, selected, onToggle, place }: SavedAuctionRowViewProps) => (
  <Row
    data-saved-id={row.id}
    {...(place && {
      'data-index': place.index,
      'aria-posinset': place.index + 1,
      'aria-setsize': place.of,
      ref: place.measure,
      style: { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${place.top}px)` },
    })}
  >
    <input
      type="checkbox"
      checked={selected}
      disabled={!row.launchable}
      title={row.blockedReason ?? undefined}
      aria-label={`Select ${row.title}`}
      onChange={() => onToggle(row.id)}
    />
    <div>
      <RowTitle to={`/saved/${row.id}`}>{row.title}</RowTitle>
      <Facts>
        <span>VIN {row.vin}</span>
        <span>{row.dealershipName}</span>
        <span>Run #{row.runNumber}</span>
        {row.readOnly && <Badge>Read-only</Badge>}
      </Facts>
      {row.redLightMessages.length > 0 && (
        <RedLight role="note" aria-label="Red light">
          {row.redLightMessages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </RedLight>
      )}
    </div>
    {row.launchable ? (
      <ActionLink to={`/saved/${row.id}`}>{row.actionText}</ActionLink>
    ) : row.auctionId !== null && row.actionText === 'Auction Launched!' ? (
      <ActionLink to={`/auction/${row.auctionId}`}>{row.actionText}</ActionLink>
    ) : (
      <ActionText $tone="muted">{row.actionText}</ActionText>
    )}
  </Row>
))
