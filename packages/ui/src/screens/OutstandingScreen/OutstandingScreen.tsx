import { type Auction, messageOf, OutstandingAuctions } from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { vehicleTitle } from '../../components/AuctionCard/vehicleTitle'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { useService } from '../../services/ServicesProvider'
import { Heading, Item, Lead, List, Page } from './OutstandingScreen.styles'

/** The page's words (the spec names the page, not its text: our design). */
export const OutstandingTexts = {
  heading: 'Auctions to finalize',
  lead: 'You won these auctions. Finalize each one to get back to the marketplace.',
  loading: 'Loading the auctions to finalize',
  none: 'Nothing left to finalize',
  noneBody: 'Every auction you won is finalized.',
  finalize: 'Finalize',
  list: 'Auctions to finalize',
} as const

const OutstandingItem = ({ auction }: { readonly auction: Auction }) => {
  const title = vehicleTitle(auction.vehicle)
  return (
    <Item>
      <Link to={`/auction/${auction.id}`}>
        {auction.images ? (
          <img src={auction.images.thumbnail} alt="" loading="lazy" />
        ) : (
          <div className="no-photo" aria-hidden="true" />
        )}
        <div>
          <strong>{title}</strong>
          <span>{OutstandingTexts.finalize}</span>
        </div>
      </Link>
    </Item>
  )
}

/**
 * /auctions/outstanding (shell §2.2, §4.1): the won auctions the user must finalize, each with its photo and title,
 * linking to /auction/{id}, the one place the lock lets the user go besides settings and logout.
 */
export const OutstandingScreen = () => {
  const port = useService(OutstandingAuctions)
  const query = useQuery({ queryKey: ['outstanding-auctions'], queryFn: () => port.list() })
  return (
    <Page>
      <Heading>{OutstandingTexts.heading}</Heading>
      <Lead>{OutstandingTexts.lead}</Lead>
      {query.isPending ? (
        <Spinner label={OutstandingTexts.loading} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title={OutstandingTexts.none}>{OutstandingTexts.noneBody}</EmptyState>
      ) : (
        <List aria-label={OutstandingTexts.list}>
          {query.data.map((a) => (
            <OutstandingItem key={a.id} auction={a} />
          ))}
        </List>
      )}
    </Page>
  )
}
