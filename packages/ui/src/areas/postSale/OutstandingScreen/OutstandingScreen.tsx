import { type Auction, type AuctionId, messageOf, OutstandingAuctions, OutstandingCheck } from '@gavel/domain'
import type { FinalizeReceipt } from '@gavel/domain/areas/postSale'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { Button } from '../../../primitives/Button'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { queryKeys } from '../../../services/queryKeys'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { FinalizeForm } from '../FinalizeForm'
import { FinalizeSuccess } from '../FinalizeScreen'
import { useBuyer } from '../useBuyer'
import { Heading, Item, Lead, List, Page, Row } from './OutstandingScreen.styles'

/** The page's words (the spec names the page, not its text: our design). */
export const OutstandingTexts = {
  heading: 'Auctions to finalize',
  lead: 'You won these auctions. Finalize each one to get back to the marketplace.',
  loading: 'Loading the auctions to finalize',
  none: 'Nothing left to finalize',
  noneBody: 'Every auction you won is finalized.',
  finalize: 'Finalize',
  close: 'Close',
  list: 'Auctions to finalize',
  backToMarketplace: 'Back to the marketplace',
} as const

const OutstandingItem = ({
  auction,
  open,
  onToggle,
  onFinalized,
}: {
  readonly auction: Auction
  readonly open: boolean
  readonly onToggle: () => void
  readonly onFinalized: (receipt: FinalizeReceipt) => void
}) => {
  const { dealerships, blockedReason } = useBuyer()
  const title = vehicleTitle(auction.vehicle)
  const formId = `finalize-${auction.id}`
  return (
    <Item>
      <Row>
        <Link to={`/auction/${auction.id}`}>
          {auction.images ? (
            <img src={auction.images.thumbnail} alt="" loading="lazy" />
          ) : (
            <div className="no-photo" aria-hidden="true" />
          )}
          <strong>{title}</strong>
        </Link>
        <Button
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          aria-label={`${open ? OutstandingTexts.close : OutstandingTexts.finalize} ${title}`}
          onClick={onToggle}
        >
          {open ? OutstandingTexts.close : OutstandingTexts.finalize}
        </Button>
      </Row>
      {open && (
        <div id={formId}>
          <FinalizeForm
            auctionId={auction.id}
            dealerships={dealerships}
            blockedReason={blockedReason}
            onFinalized={onFinalized}
          />
        </div>
      )}
    </Item>
  )
}

/**
 * /auctions/outstanding (shell §2.2, §4.1): the won auctions the user must finalize, each finalized here with the
 * same form as /myacv/won/finalize. A finalized auction leaves the list and the lock at once; finalizing the last
 * one unlocks the app (the outstanding check drops it without waiting 24 hours).
 */
export const OutstandingScreen = () => {
  const port = useService(OutstandingAuctions)
  const check = useService(OutstandingCheck)
  const signedIn = useSession() !== null
  const [open, setOpen] = useState<AuctionId | null>(null)
  const [finalized, setFinalized] = useState<readonly FinalizeReceipt[]>([])
  const query = useQuery({ queryKey: queryKeys.outstandingAuctions, queryFn: () => port.list(), enabled: signedIn })
  const done = new Set(finalized.map((r) => r.auctionId))
  const left = query.data?.filter((a) => !done.has(a.id)) ?? []
  const last = finalized.at(-1)
  return (
    <Page>
      <Heading>{OutstandingTexts.heading}</Heading>
      <Lead>{OutstandingTexts.lead}</Lead>
      {last !== undefined && <FinalizeSuccess receipt={last} timeline={query.isSuccess && left.length === 0} />}
      {query.isPending ? (
        <Spinner label={OutstandingTexts.loading} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : left.length === 0 ? (
        <EmptyState
          title={OutstandingTexts.none}
          action={<Link to="/auctions">{OutstandingTexts.backToMarketplace}</Link>}
        >
          {OutstandingTexts.noneBody}
        </EmptyState>
      ) : (
        <List aria-label={OutstandingTexts.list}>
          {left.map((a) => (
            <OutstandingItem
              key={a.id}
              auction={a}
              open={open === a.id}
              onToggle={() => setOpen((o) => (o === a.id ? null : a.id))}
              onFinalized={(receipt) => {
                check.finalized(receipt.auctionId)
                setFinalized((f) => [...f, receipt])
                setOpen(null)
              }}
            />
          ))}
        </List>
      )}
    </Page>
  )
}
