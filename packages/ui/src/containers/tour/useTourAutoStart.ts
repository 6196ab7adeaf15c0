import { autoStartsTour0, canStartTour, TOUR_MIN_WIDTH_PX, type TourChapter } from '@gavel/domain'
import { useEffect, useSyncExternalStore } from 'react'

const subscribeToResize = (listener: () => void) => {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}
const viewportWidth = () => window.innerWidth

/** The viewport's width, kept current. */
export const useViewportWidth = (): number => useSyncExternalStore(subscribeToResize, viewportWidth, () => 0)

/**
 * Starts tour 0 when the domain says so (shell §4.5): the completed list is loaded, the user is signed in, tours
 * are allowed here, tour 0 is not finished, on desktop, the search-refresh view is off; and a tour may start (no
 * auction detail open, none running, the screen wide enough).
 */
export const useTourAutoStart = (input: {
  readonly enabled: boolean
  readonly completed: readonly string[]
  readonly running: TourChapter | null
  readonly toursAllowed: boolean
  readonly searchRefreshViewOn: boolean
  readonly auctionDetailOpen: boolean
  readonly start: () => void
}) => {
  const width = useViewportWidth()
  const { enabled, completed, running, toursAllowed, searchRefreshViewOn, auctionDetailOpen, start } = input
  const due =
    enabled &&
    autoStartsTour0({
      completedLoaded: true,
      completed,
      signedIn: true,
      toursAllowed,
      desktop: width >= TOUR_MIN_WIDTH_PX,
      searchRefreshViewOn,
    }) &&
    canStartTour({
      key: 'marketplace2Chapter0',
      completed,
      auctionDetailOpen,
      runningTour: running,
      screenWidth: width,
    })
  useEffect(() => {
    if (due) start()
  }, [due, start])
}
