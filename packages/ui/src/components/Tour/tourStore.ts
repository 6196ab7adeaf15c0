import {
  type Analytics,
  initialTourState,
  type TourEvent,
  type TourProgress,
  type TourState,
  tourMachine,
} from '@gavel/domain'

/** What the tours know: the machine's state, and whether the completed list has loaded for `userId`. */
export interface TourSnapshot {
  readonly state: TourState
  readonly loaded: boolean
  readonly userId: number | null
}

/** The tours of one signed-in user (shell §4.5), shared by the layer that shows them and whoever starts one. */
export interface TourStore {
  snapshot(): TourSnapshot
  subscribe(listener: () => void): () => void
  /** Reads the user's completed tours (once per user). */
  load(userId: number): Promise<void>
  dispatch(event: TourEvent): void
  /** Sign-out or a lost session: the running tour is cleared and the list forgotten (shell §4.5, §8). */
  clear(): void
}

/** Events whose `logged` name goes to analytics (shell §4.5: started, previous, next, skipped, finished). */
const TRACKED: ReadonlySet<TourEvent['type']> = new Set([
  'start',
  'welcomeStart',
  'welcomeSkip',
  'next',
  'previous',
  'skip',
  'finish',
  'fastActionPanelClosed',
])

/**
 * Runs the domain's tourMachine over the user's completed list: each step event is tracked as `tour {name}` with
 * the chapter and step, and a changed completed list is saved to the user's settings (failures are tracked, the
 * list stays completed for this page).
 */
export const createTourStore = (deps: {
  readonly progress: TourProgress
  readonly analytics: Analytics
}): TourStore => {
  let snapshot: TourSnapshot = { state: initialTourState(), loaded: false, userId: null }
  let loading: { userId: number; done: Promise<void> } | null = null
  const listeners = new Set<() => void>()
  const set = (next: TourSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  return {
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load: (userId) => {
      if (snapshot.userId === userId && snapshot.loaded) return Promise.resolve()
      if (loading?.userId === userId) return loading.done
      set({ state: initialTourState(), loaded: false, userId })
      const done = deps.progress.completed().then(
        (completed) => {
          if (snapshot.userId === userId) set({ state: initialTourState(completed), loaded: true, userId })
        },
        () => deps.analytics.track('tour progress unavailable'),
      )
      loading = { userId, done: done.finally(() => (loading = null)) }
      return loading.done
    },
    dispatch: (event) => {
      const before = snapshot.state
      const state = tourMachine(before, event)
      if (state === before) return
      set({ ...snapshot, state })
      if (TRACKED.has(event.type) && state.logged !== null) {
        const chapter = state.running ?? before.running
        deps.analytics.track(`tour ${state.logged}`, {
          ...(chapter === null ? {} : { tour: chapter }),
          step: String(state.logged === 'finished' ? before.step : state.step),
        })
      }
      if (state.completed !== before.completed && snapshot.loaded) {
        deps.progress.save(state.completed).catch(() => deps.analytics.track('tour progress not saved'))
      }
    },
    clear: () => {
      loading = null
      set({ state: initialTourState(), loaded: false, userId: null })
    },
  }
}
