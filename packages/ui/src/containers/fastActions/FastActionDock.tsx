import { Constants, canStartTour, type TourChapter } from '@gavel/domain'
import { type ComponentType, useEffect, useRef, useState } from 'react'
import { ErrorState } from '../../primitives/ErrorState'
import { useCurrentRoute } from '../../services/useCurrentRoute'
import { useSession } from '../../services/useSession'
import { useViewportWidth } from '../tour/useTourAutoStart'
import { useTours } from '../tour/useTours'
import { DockButton, LoadFailure } from './FastActionDock.styles'

/** What the dock hands the panel it loads (the buying area's FastActionPanel). */
export interface FastActionPanelSlotProps {
  readonly open: boolean
  readonly onClose: () => void
}

export interface FastActionDockProps {
  /**
   * Loads the panel on its first open, with its area's adapters bound (the app loads a piece of the buying area):
   * the listing's first card never waits for it.
   */
  readonly loadPanel: () => Promise<ComponentType<FastActionPanelSlotProps>>
}

const CHAPTER5: TourChapter = 'marketplace2Chapter5'
/** The fast action panel belongs to the new search experience (shell §4.5): the listing's routes. */
const LISTING_ROUTES = new Set(['marketplace', 'search'])

type Loaded =
  | { readonly kind: 'idle' | 'loading' | 'failed' }
  | { readonly kind: 'ready'; readonly Panel: ComponentType<FastActionPanelSlotProps> }

/**
 * The fast action panel's button on the listing (shell §4.5), for a signed-in dealer. Opening the panel starts tour
 * chapter 5 when a tour may start (chapter 1 done, chapter 5 not, no detail open, a wide screen), after the panel's
 * expand delay (shell §9: 800 ms); the chapter, however started, opens the panel. The panel's code loads on the
 * first open (a failed load says so, with Retry); once opened it stays mounted, so closing it keeps its place.
 */
export const FastActionDock = ({ loadPanel }: FastActionDockProps) => {
  const session = useSession()
  const match = useCurrentRoute()
  const tours = useTours()
  const width = useViewportWidth()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'idle' })
  const button = useRef<HTMLButtonElement>(null)
  const { running, completed } = tours.snapshot.state
  const chapter5 = running === CHAPTER5
  const detailOpen = match?.route.id === 'auctionDetail' || match?.params.auctionDetailAuctionId !== undefined
  const onListing = session !== null && LISTING_ROUTES.has(match?.route.id ?? '')
  const toursRef = useRef(tours)
  toursRef.current = tours

  const show = () => {
    setLoaded((l) => (l.kind === 'idle' ? { kind: 'loading' } : l))
    setOpen(true)
  }

  useEffect(() => {
    if (chapter5 && onListing) {
      setOpen(true)
      setLoaded((l) => (l.kind === 'idle' ? { kind: 'loading' } : l))
    }
  }, [chapter5, onListing])
  useEffect(() => {
    if (loaded.kind === 'loading') {
      let current = true
      loadPanel().then(
        (Panel) => current && setLoaded({ kind: 'ready', Panel }),
        () => current && setLoaded({ kind: 'failed' }),
      )
      return () => {
        current = false
      }
    }
  }, [loaded.kind, loadPanel])

  const due =
    open &&
    onListing &&
    tours.snapshot.loaded &&
    canStartTour({ key: CHAPTER5, completed, auctionDetailOpen: detailOpen, runningTour: running, screenWidth: width })
  useEffect(() => {
    if (!due) return
    const timer = setTimeout(() => toursRef.current.start(CHAPTER5), Constants.tourFastActionPanelDelayMs)
    return () => clearTimeout(timer)
  }, [due])

  if (!onListing) return null
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <DockButton ref={button} type="button" aria-expanded={open} onClick={() => (open ? close() : show())}>
        My auctions
      </DockButton>
      {loaded.kind === 'ready' && <loaded.Panel open={open} onClose={close} />}
      {loaded.kind === 'failed' && open && (
        <LoadFailure>
          <ErrorState message="My auctions did not load." onRetry={() => setLoaded({ kind: 'loading' })} />
        </LoadFailure>
      )}
    </>
  )
}
