import { type Auction, isLimited, messageOf } from '@gavel/domain'
import { type SellingExport, type SellingList, SellingLists } from '@gavel/domain/areas/selling'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { createLiveAuctionStore } from '../../../live/liveAuctionStore'
import { useLiveFeed } from '../../../live/useLiveFeed'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { EmptyList } from '../../myAccount/EmptyList'
import { MyAccountPage, type MyAccountTab } from '../../myAccount/MyAccountPage'
import { sellingKeys } from '../queryKeys'
import { ExportButton } from './ExportButton'
import { SellingRow } from './SellingRow'
import { Exports, Rows } from './SellingRow.styles'

export interface SellingListViewProps {
  readonly list: SellingList
  readonly title: string
  /** The spec's empty sentence names the list, e.g. 'active selling auctions'. */
  readonly emptyName: string
  readonly tabs?: readonly MyAccountTab[]
  readonly exports?: readonly SellingExport[]
}

const NONE: readonly Auction[] = []

/**
 * A seller's my-account list (marketplace §7 My auctions), live like the buying lists: its auctions go into a live
 * store fed by their realtime channels, status polling and refetch after a bid (useLiveFeed), so a buyer's bid
 * shows in the row as it lands.
 */
export const SellingListView = ({ list, title, emptyName, tabs, exports = [] }: SellingListViewProps) => {
  const lists = useService(SellingLists)
  const session = useSession()
  const limited = session ? isLimited(session.user) : true
  const query = useQuery({ queryKey: sellingKeys.list(list), queryFn: () => lists.auctions(list) })
  const store = useMemo(() => createLiveAuctionStore(), [])
  const auctions = query.data ?? NONE
  useEffect(() => store.load(auctions), [store, auctions])
  const ids = useMemo(() => auctions.map((a) => a.id), [auctions])
  useLiveFeed(ids, store)
  return (
    <MyAccountPage title={title} {...(tabs ? { tabs } : {})}>
      {exports.length > 0 && (
        <Exports aria-label="Exports">
          {exports.map((e) => (
            <ExportButton key={e} list={e} />
          ))}
        </Exports>
      )}
      {query.isPending ? (
        <Spinner label={`Loading ${emptyName}`} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : auctions.length === 0 ? (
        <EmptyList list={emptyName} />
      ) : (
        <Rows aria-label={title}>
          {auctions.map((a) => (
            <SellingRow key={a.id} auction={a} store={store} running={list === 'activeSelling'} limited={limited} />
          ))}
        </Rows>
      )}
    </MyAccountPage>
  )
}
