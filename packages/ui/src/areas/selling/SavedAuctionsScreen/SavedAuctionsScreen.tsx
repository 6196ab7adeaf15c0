import { isLimited, messageOf, type SavedAuction } from '@gavel/domain'
import { dealerFilterChoices, savedAuctionRow } from '@gavel/domain/areas/selling'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Skeleton } from '../../../primitives/Skeleton'
import { TextField } from '../../../primitives/TextField'
import { useSession } from '../../../services/useSession'
import { EmptyList } from '../../myAccount/EmptyList'
import { MyAccountPage } from '../../myAccount/MyAccountPage'
import { useSavedAuctionList } from '../shared/sellingQueries'
import { BulkLaunchPanel } from './BulkLaunchPanel'
import { SavedAuctionRows } from './SavedAuctionRows'
import { More, Rows, SelectField, SelectionBar, SkeletonRow, Toolbar } from './SavedAuctionsScreen.styles'
import { useSelection } from './useSelection'

/** "Saved auction loaders: 10" (marketplace §9): placeholder rows while the first page loads. */
const SAVED_LOADERS = 10
const LOADER_KEYS = Array.from({ length: SAVED_LOADERS }, (_, i) => `loader-${i}`)

/**
 * /myacv/saved (marketplace §3, §7): the seller's saved vehicles, searchable, filtered by dealership (-1 = all),
 * each with its action text, run number and red-light messages; launchable ones can be selected for a bulk launch.
 */
export interface SavedAuctionsScreenProps {
  readonly title?: string
  /** Only the vehicles that may go to auction now (/myacv/send-to-auction). */
  readonly readyOnly?: boolean
}

export const SavedAuctionsScreen = ({ title = 'Saved', readyOnly = false }: SavedAuctionsScreenProps) => {
  const session = useSession()
  const limited = session ? isLimited(session.user) : true
  const dealerships = session?.user.dealerships ?? []
  const [dealerFilter, setDealerFilter] = useState(-1)
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const { selection: selected, toggle, replace: setSelected } = useSelection()
  const [launching, setLaunching] = useState(false)
  const list = useSavedAuctionList(dealerFilter, query)
  const saved: readonly SavedAuction[] = useMemo(
    () => list.data?.pages.flatMap((p) => p.savedAuctions) ?? [],
    [list.data],
  )
  const rows = useMemo(
    () => saved.map((s) => savedAuctionRow(s, limited)).filter((r) => !readyOnly || r.launchable),
    [saved, limited, readyOnly],
  )
  const total = list.data?.pages[0]?.total ?? 0

  const launchable = useMemo(() => rows.filter((r) => r.launchable), [rows])
  const search = (event: FormEvent) => {
    event.preventDefault()
    setSelected([])
    setQuery(typed.trim())
  }

  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <MyAccountPage title={title}>
      <Toolbar>
        <form aria-label="Saved vehicle search" onSubmit={search}>
          <TextField
            label="Search saved vehicles"
            placeholder="VIN, year, make or model"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {dealerships.length > 1 && (
          <SelectField>
            Dealership
            <select
              value={dealerFilter}
              onChange={(e) => {
                setSelected([])
                setDealerFilter(Number(e.target.value))
              }}
            >
              {dealerFilterChoices(dealerships).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </SelectField>
        )}
      </Toolbar>
      {launching ? (
        <BulkLaunchPanel
          saved={saved.filter((s) => selected.has(s.id))}
          onClose={(remaining) => {
            setLaunching(false)
            setSelected(remaining)
          }}
        />
      ) : (
        rows.length > 0 && (
          <SelectionBar>
            <span>
              {selected.size === 0
                ? readyOnly
                  ? `${rows.length} ready`
                  : `${total} saved vehicles`
                : `${selected.size} selected`}
            </span>
            <Button
              variant="secondary"
              disabledReason={launchable.length === 0 ? 'No vehicle here can go to auction.' : null}
              onClick={() => setSelected(selected.size === launchable.length ? [] : launchable.map((r) => r.id))}
            >
              {selected.size > 0 && selected.size === launchable.length ? 'Clear selection' : 'Select all ready'}
            </Button>
            <Button
              disabledReason={
                limited
                  ? 'Limited users cannot send vehicles to auction.'
                  : selected.size === 0
                    ? 'Select the vehicles to launch first.'
                    : null
              }
              onClick={() => setLaunching(true)}
            >
              {`Launch selected (${selected.size})`}
            </Button>
          </SelectionBar>
        )
      )}
      {list.isPending ? (
        <Rows aria-label="Loading saved auctions" aria-busy="true">
          {LOADER_KEYS.map((key) => (
            <SkeletonRow key={key}>
              <Skeleton width="60%" height="18px" />
              <Skeleton width="40%" />
            </SkeletonRow>
          ))}
        </Rows>
      ) : list.isError && rows.length === 0 ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 && query === '' ? (
        <EmptyList list={readyOnly ? 'vehicles ready to send to auction' : 'saved auctions'} />
      ) : rows.length === 0 ? (
        <EmptyState title="No saved vehicle matches">{`Nothing matches “${query}”. Try a VIN or a make.`}</EmptyState>
      ) : (
        <>
          <SavedAuctionRows rows={rows} selected={selected} onToggle={toggle} />
          <More ref={sentinel}>
            {list.isError ? (
              <ErrorState
                message={messageOf(list.error)}
                onRetry={() => void fetchNextPage()}
                retrying={isFetchingNextPage}
              />
            ) : hasNextPage ? (
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {`Show more (${rows.length} of ${total})`}
              </Button>
            ) : null}
          </More>
        </>
      )}
    </MyAccountPage>
  )
}

/** /myacv/send-to-auction: the saved vehicles that may go to auction now, to launch one or many. */
export const SendToAuctionScreen = () => <SavedAuctionsScreen title="Send to Auction" readyOnly />
