import { Analytics, type Chapter5SubChapter, SessionControl, type TourChapter, TourProgress } from '@gavel/domain'
import { useSyncExternalStore } from 'react'
import { createTourStore, type TourSnapshot, type TourStore } from '../../components/Tour/tourStore'
import { useService } from '../../services/ServicesProvider'

/** One store per container: the layer that shows tours and the menu that starts them share it without a provider. */
const stores = new WeakMap<TourProgress, TourStore>()

/**
 * The tour store of the app's container. It clears itself whenever the session ends (sign-out, or HTTP 400 on
 * token refresh, which signs out: shell §4.5, §8), whether or not a TourLayer is on screen then.
 */
export const useTourStore = (): TourStore => {
  const progress = useService(TourProgress)
  const analytics = useService(Analytics)
  const session = useService(SessionControl)
  let store = stores.get(progress)
  if (store === undefined) {
    const created = createTourStore({ progress, analytics })
    session.subscribe(() => {
      if (session.current() === null) created.clear()
    })
    stores.set(progress, created)
    store = created
  }
  return store
}

export interface ToursApi {
  readonly snapshot: TourSnapshot
  /** The user menu's Tutorials entry (shell §2.1, Search route only): opens the welcome modal. */
  openTutorials(): void
  /** Starts one chapter (callers check the domain's canStartTour first). */
  start(chapter: TourChapter): void
  /** Chapter 5: a sub-chapter was seen (active buying, watchlist and pending proxy complete together). */
  completeSubChapter(key: Chapter5SubChapter): void
  /** Chapter 5: closing the fast action panel completes it (shell §4.5). */
  fastActionPanelClosed(): void
}

/** The guided tours (shell §4.5) for whoever starts them: the user menu, the fast action panel, the layer. */
export const useTours = (): ToursApi => {
  const store = useTourStore()
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  return {
    snapshot,
    openTutorials: () => {
      if (store.snapshot().state.running === null) store.dispatch({ type: 'start', chapter: 'marketplace2Chapter0' })
    },
    start: (chapter) => store.dispatch({ type: 'start', chapter }),
    completeSubChapter: (key) => store.dispatch({ type: 'completeSubChapter', key }),
    fastActionPanelClosed: () => store.dispatch({ type: 'fastActionPanelClosed' }),
  }
}
