import {
  CHAPTER5_SUBCHAPTERS,
  type Chapter5SubChapter,
  chapter5SubChapterAt,
  FlagSlugs,
  formatUsd,
  isFlagOn,
  messageOf,
  statusPills,
  viewerOf,
} from '@gavel/domain'
import { FAST_ACTION_ROWS, FAST_ACTION_TABS, LIST_NOUNS } from '@gavel/domain/areas/buying'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTours } from '../../containers/tour/useTours'
import { Button } from '../../primitives/Button'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { useSession } from '../../services/useSession'
import { EmptyList } from '../myAccount'
import { useBuyingList } from './buyingQueries'
import { Panel, PanelHead, Rows, TabList } from './FastActionPanel.styles'

export interface FastActionPanelProps {
  readonly open: boolean
  readonly onClose: () => void
}

/**
 * The fast action panel (shell §4.5): the buyer's lists at a glance — active buying, watchlist, pending proxy,
 * needs finalizing, finalized — a few auctions each with a link to the whole list. During tour chapter 5, each tab
 * seen completes its sub-chapter (active buying, watchlist and pending proxy together), and closing the panel
 * completes the chapter; while the chapter runs, the tab follows its step. A non-modal dialog, so the tour's popover
 * stays usable; Escape closes it. The listing's FastActionDock (shell) opens it, loading this module on first use.
 */
export const FastActionPanel = ({ open, onClose }: FastActionPanelProps) => {
  const tours = useTours()
  const session = useSession()
  const titleId = useId()
  const tabs = CHAPTER5_SUBCHAPTERS.filter(
    (k) => k !== 'pendingProxy' || isFlagOn(session?.flags, FlagSlugs.persistentProxy),
  )
  const [tab, setTab] = useState<Chapter5SubChapter>('activeBuying')
  const chapter5 = tours.snapshot.state.running === 'marketplace2Chapter5'
  // During chapter 5 the tab follows the tour's step: each step shows its sub-chapter's list.
  const stepTab = chapter5 ? chapter5SubChapterAt(tours.snapshot.state.step) : null
  const tourTab = stepTab !== null && tabs.includes(stepTab) ? stepTab : null
  useEffect(() => {
    if (tourTab !== null) setTab(tourTab)
  }, [tourTab])
  // useTours hands out new functions each render: read the latest through a ref, act on real changes only.
  const toursRef = useRef(tours)
  toursRef.current = tours

  useEffect(() => {
    if (open && chapter5) toursRef.current.completeSubChapter(tab)
  }, [open, chapter5, tab])

  const close = () => {
    tours.fastActionPanelClosed()
    onClose()
  }
  if (!open) return null
  return (
    <Panel labelledBy={titleId} onDismiss={close}>
      <PanelHead>
        <h2 id={titleId}>My auctions</h2>
        <Button variant="secondary" size="sm" onClick={close}>
          Close
        </Button>
      </PanelHead>
      <TabList role="tablist" aria-label="My auctions lists">
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            data-tour={`fast-action-${k}`}
            aria-selected={tab === k}
            onClick={() => setTab(k)}
          >
            {FAST_ACTION_TABS[k].label}
          </button>
        ))}
      </TabList>
      <FastActionList tab={tab} />
    </Panel>
  )
}

const FastActionList = ({ tab }: { readonly tab: Chapter5SubChapter }) => {
  const { list, page, label } = FAST_ACTION_TABS[tab]
  const query = useBuyingList(list)
  const session = useSession()
  const viewer = session ? viewerOf(session.user) : null
  if (query.isPending) return <Spinner label={`Loading ${label.toLowerCase()}`} />
  if (query.isError)
    return (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  const rows =
    tab === 'finalized' && viewer ? query.data.filter((a) => !statusPills(a, viewer).includes('finalize')) : query.data
  if (rows.length === 0) return <EmptyList list={tab === 'finalized' ? 'finalized auctions' : LIST_NOUNS[list]} />
  return (
    <div role="tabpanel" aria-label={label}>
      <Rows>
        {rows.slice(0, FAST_ACTION_ROWS).map((a) => (
          <li key={a.id}>
            <Link to={`/auction/${a.id}`}>{[a.vehicle.year, a.vehicle.make, a.vehicle.model].join(' ')}</Link>
            <span>{a.highBid ? formatUsd(a.highBid.amount) : 'No bids'}</span>
          </li>
        ))}
      </Rows>
      <Link to={page}>{`See all ${rows.length}`}</Link>
    </div>
  )
}
