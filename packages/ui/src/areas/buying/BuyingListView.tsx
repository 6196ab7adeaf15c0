import { Constants, isLimited, Messages, viewerOf } from '@gavel/domain'
import {
  type BuyingList,
  LIST_NOUNS,
  LIST_SORT_LABELS,
  LIST_SORTS,
  type ListSort,
  pageOf,
  parsePage,
  parseSort,
  sortAuctions,
} from '@gavel/domain/areas/buying'
import { useId, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { Button } from '../../primitives/Button'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { useSearchWriter } from '../../services/useSearchWriter'
import { useSession } from '../../services/useSession'
import { EmptyList } from '../myAccount'
import { Controls, Pager, Rows } from './BuyingListView.styles'
import { BuyingRow } from './BuyingRow'
import { useBuyingList } from './buyingQueries'
import { useLiveList } from './useLiveList'

export interface BuyingListViewProps {
  readonly list: BuyingList
  /** A shared live store (a bench or a story); by default the list has its own. */
  readonly store?: LiveAuctionStore
  readonly pageSize?: number
}

/**
 * One buying list on its own: loading, its own error with Retry ('There was a problem retrieving auctions…',
 * marketplace §8), the empty sentence (shell §2.4), or its auctions live, sorted (`?sort=`) and paged (`?page=`,
 * 12 a page, marketplace §9).
 */
export const BuyingListView = ({ list, store, pageSize = Constants.defaultPageSize }: BuyingListViewProps) => {
  const session = useSession()
  const viewer = useMemo(() => (session ? viewerOf(session.user) : null), [session])
  const limited = session ? isLimited(session.user) : false
  const query = useBuyingList(list)
  const { store: live, members } = useLiveList(list, query.data, viewer, store)
  const [params] = useSearchParams()
  const set = useSearchWriter()
  const sort = parseSort(params.get('sort'), list)
  const sorted = useMemo(() => sortAuctions(members, sort), [members, sort])
  const page = pageOf(sorted, parsePage(params.get('page')), pageSize)
  const sortId = useId()
  const noun = LIST_NOUNS[list]

  if (query.isPending) return <Spinner label={`Loading ${noun}`} />
  if (query.isError && !query.data)
    return (
      <ErrorState
        message={Messages.auctionListFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  if (members.length === 0) return <EmptyList list={noun} />
  return (
    <section aria-label={noun} aria-busy={query.isFetching || undefined}>
      <Controls>
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} value={sort} onChange={(e) => set({ sort: e.target.value as ListSort, page: null })}>
          {LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {LIST_SORT_LABELS[s]}
            </option>
          ))}
        </select>
        <span>{`${members.length} ${members.length === 1 ? 'auction' : 'auctions'}`}</span>
      </Controls>
      <Rows>
        {page.items.map((a) => (
          <BuyingRow key={a.id} store={live} auction={a} list={list} viewer={viewer} limited={limited} />
        ))}
      </Rows>
      {page.pages > 1 && (
        <Pager aria-label="Pages">
          <Button
            variant="secondary"
            disabledReason={page.page <= 1 ? 'This is the first page.' : null}
            onClick={() => set({ page: String(page.page - 1) })}
          >
            Previous
          </Button>
          <span>{`Page ${page.page} of ${page.pages}`}</span>
          <Button
            variant="secondary"
            disabledReason={page.page >= page.pages ? 'This is the last page.' : null}
            onClick={() => set({ page: String(page.page + 1) })}
          >
            Next
          </Button>
        </Pager>
      )}
    </section>
  )
}
