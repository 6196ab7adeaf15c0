import { isLimited, listingPage, type TourChapter } from '@gavel/domain'
import { lazy, useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { LazyPart } from '../../components/Deferred/LazyPart'
import { setTourRunning } from '../../components/Tour/tourActivity'
import { onTutorialsRequested } from '../../components/Tour/tutorialsRequest'
import { useCurrentRoute } from '../../services/useCurrentRoute'
import { useSession } from '../../services/useSession'
import { useTourAutoStart } from './useTourAutoStart'
import { useTourStore } from './useTours'

/** The welcome modal, popovers and tour texts load with the first tour that runs (docs/adr/0053). */
const TourView = lazy(async () => ({ default: (await import('./TourView')).TourView }))

const WELCOME: TourChapter = 'marketplace2Chapter0'
const LISTING_ROUTES = new Set(['marketplace', 'search'])

/**
 * The guided tours of shell §4.5 over the page: loads the user's completed tours, starts tour 0 by the domain's
 * rules, shows the welcome modal and each step next to its `data-tour` target, sends the step events to analytics,
 * saves completed tours, puts the listing back as it was after a marketplace tour, and clears a running tour when
 * the session ends. What a running tour shows is TourView, loaded when a tour starts. Mount once inside the router,
 * beside the shell.
 */
export const TourLayer = () => {
  const store = useTourStore()
  const { state, loaded } = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const match = useCurrentRoute()
  const routeId = match?.route.id ?? ''
  const userId = session?.user.id ?? null

  useEffect(() => {
    if (userId === null) store.clear()
    else void store.load(userId)
  }, [store, userId])

  useEffect(
    () =>
      onTutorialsRequested(() => {
        if (store.snapshot().state.running === null) store.dispatch({ type: 'start', chapter: WELCOME })
      }),
    [store],
  )

  useTourAutoStart({
    enabled: session !== null && loaded,
    completed: state.completed,
    running: state.running,
    toursAllowed: session !== null && LISTING_ROUTES.has(routeId) && !isLimited(session.user),
    searchRefreshViewOn: session !== null && listingPage(session.flags, session.preferences) === 'search',
    auctionDetailOpen: routeId === 'auctionDetail' || match?.params.auctionDetailAuctionId !== undefined,
    start: () => store.dispatch({ type: 'start', chapter: WELCOME }),
  })

  // After a marketplace tour the view goes back to how it was (shell §4.5).
  const before = useRef<string | null>(null)
  const here = `${location.pathname}${location.search}`
  const running = state.running
  useEffect(() => {
    setTourRunning(running !== null)
    return () => setTourRunning(false)
  }, [running])
  useEffect(() => {
    if (running !== null && before.current === null) before.current = LISTING_ROUTES.has(routeId) ? here : ''
    if (running === null && before.current !== null) {
      const back = before.current
      before.current = null
      if (back !== '' && back !== here && userId !== null) navigate(back, { replace: true })
    }
  }, [running, routeId, here, navigate, userId])

  if (running === null) return null
  return (
    <LazyPart>
      <TourView store={store} welcomeChapter={WELCOME} running={running} step={state.step} />
    </LazyPart>
  )
}
