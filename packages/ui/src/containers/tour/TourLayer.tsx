import { isLimited, listingPage, type TourChapter } from '@gavel/domain'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Highlight } from '../../components/Tour/Tour.styles'
import { TourPopover } from '../../components/Tour/TourPopover'
import { TourWelcomeModal } from '../../components/Tour/TourWelcomeModal'
import { setTourRunning } from '../../components/Tour/tourActivity'
import { currentStep, TOURS } from '../../components/Tour/tourContent'
import { onTutorialsRequested } from '../../components/Tour/tutorialsRequest'
import { useTourPosition } from '../../components/Tour/useTourPosition'
import { useCurrentRoute } from '../../services/useCurrentRoute'
import { useSession } from '../../services/useSession'
import { useTourAutoStart } from './useTourAutoStart'
import { useTourStore } from './useTours'

const WELCOME: TourChapter = 'marketplace2Chapter0'
const LISTING_ROUTES = new Set(['marketplace', 'search'])

/**
 * The guided tours of shell §4.5 over the page: loads the user's completed tours, starts tour 0 by the domain's
 * rules, shows the welcome modal and each step next to its `data-tour` target, sends the step events to analytics,
 * saves completed tours, puts the listing back as it was after a marketplace tour, and clears a running tour when
 * the session ends. Mount once inside the router, beside the shell.
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

  const card = useRef<HTMLDivElement>(null)
  const welcome = running === WELCOME && state.step === 0
  const step = running === null || welcome ? null : currentStep(running, state.step)
  const layout = useTourPosition(step, card)
  // A chapter whose steps ran out (or that has none) finishes.
  const ranOut = running !== null && !welcome && step === null
  useEffect(() => {
    if (ranOut) store.dispatch({ type: 'finish' })
  }, [ranOut, store])

  if (running === null) return null
  if (welcome) {
    const seen = () => store.dispatch({ type: 'completeSubChapter', key: WELCOME })
    return (
      <TourWelcomeModal
        onStart={() => {
          seen()
          store.dispatch({ type: 'welcomeStart' })
        }}
        onSkip={() => {
          seen()
          store.dispatch({ type: 'welcomeSkip' })
        }}
      />
    )
  }
  if (step === null) return null
  const index = typeof state.step === 'number' ? state.step : null
  const finish = () => store.dispatch({ type: 'finish' })
  return (
    <>
      {layout.ring && <Highlight aria-hidden="true" style={layout.ring} />}
      <TourPopover
        cardRef={card}
        step={step}
        index={index}
        total={TOURS[running].steps.length}
        position={layout.popover}
        onNext={() => store.dispatch({ type: 'next' })}
        onPrevious={() => store.dispatch({ type: 'previous' })}
        onSkip={index === null ? finish : () => store.dispatch({ type: 'skip' })}
        onFinish={finish}
      />
    </>
  )
}
