import type { ListingLane } from '@gavel/domain'
import { Link } from 'react-router'
import { EmptyState } from '../../primitives/EmptyState'
import { Entry, EntryCount, EntryName, List } from './EventsDirectory.styles'

export interface EventsDirectoryProps {
  /** The event lanes with auctions the buyer can see. */
  readonly events: readonly ListingLane[]
  /** Running auctions per lane id, when known. */
  readonly counts?: Readonly<Record<string, number>>
  /** The listing URL with that event lane chosen. */
  readonly hrefFor: (lane: ListingLane) => string
}

/** The events directory (marketplace §2 `d=directory`): every event lane; choosing one opens that lane. */
export const EventsDirectory = ({ events, counts = {}, hrefFor }: EventsDirectoryProps) =>
  events.length === 0 ? (
    <EmptyState title="No events right now">Event sales appear here when they are scheduled.</EmptyState>
  ) : (
    <List aria-label="Events">
      {events.map((lane) => (
        <li key={lane.id}>
          <Entry as={Link} to={hrefFor(lane)}>
            <EntryName>{lane.displayName}</EntryName>
            {counts[lane.id] !== undefined && <EntryCount>{`${counts[lane.id]} auctions`}</EntryCount>}
          </Entry>
        </li>
      ))}
    </List>
  )
