import { Analytics, type Chapter5SubChapter, type TourChapter, TourProgress } from '@gavel/domain'
import { useSyncExternalStore } from 'react'
import { useService } from '../../services/ServicesProvider'
import { createTourStore, type TourSnapshot, type TourStore } from './tourStore'

/** One store per container: the layer that shows tours and the menu that starts them share it without a provider. */
const stores = new WeakMap<TourProgress, TourStore>()

/** The tour store of the app's container. */
export const useTourStore = (): TourStore => {
  const progress = useService(TourProgress)
  const analytics = useService(Analytics)
  let store = stores.get(progress)
  if (store === undefined) {
    store = createTourStore({ progress, analytics })
    stores.set(progress, store)
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
