import { type Auction, isLimited, messageOf } from '@gavel/domain'
import { type SellingList, SellingLists } from '@gavel/domain/areas/selling'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { createLiveAuctionStore } from '../../../live/liveAuctionStore'
import { useLiveFeed } from '../../../live/useLiveFeed'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { EmptyList } from '../../myAccount/EmptyList'
import { sellingKeys } from '../queryKeys'
import { SellingRow } from './SellingRow'
import { Rows } from './SellingRow.styles'

export interface SellingListSectionProps {
  readonly list: SellingList
  /** The list's accessible name. */
  readonly label: string
  /** The spec's empty sentence names the list, e.g. 'active selling auctions'. */
  readonly emptyName: string
  /** Keeps only some of the list's auctions (e.g. one lane's); all when absent. */
  readonly select?: (auction: Auction) => boolean
}

const NONE: readonly Auction[] = []

/**
 * One of the seller's my-account lists (marketplace §7 My auctions), live like the buying lists: its auctions go
 * into a live store fed by their realtime channels, status polling and refetch after a bid (useLiveFeed), so a
 * buyer's bid shows in the row as it lands. Loading, error (with retry) and empty states of its own.
 */
export const SellingListSection = ({ list, label, emptyName, select }: SellingListSectionProps) => {
  const lists = useService(SellingLists)
  const session = useSession()
  const limited = session ? isLimited(session.user) : true
  const query = useQuery({ queryKey: sellingKeys.list(list), queryFn: () => lists.auctions(list) })
  const store = useMemo(() => createLiveAuctionStore(), [])
  const auctions = useMemo(() => {
    const all = query.data ?? NONE
    return select ? all.filter(select) : all
  }, [query.data, select])
  useEffect(() => store.load(auctions), [store, auctions])
  const ids = useMemo(() => auctions.map((a) => a.id), [auctions])
  useLiveFeed(ids, store)
  if (query.isPending) return <Spinner label={`Loading ${emptyName}`} />
  if (query.isError) {
    return (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  }
  if (auctions.length === 0) return <EmptyList list={emptyName} />
  return (
    <Rows aria-label={label}>
      {auctions.map((a) => (
        <SellingRow key={a.id} auction={a} store={store} running={list === 'activeSelling'} limited={limited} />
      ))}
    </Rows>
  )
}
