import { chapter5SubChapterAt, markTourComplete, type TourChapter } from './tourRules'

/** Where a running tour is: a step index, or one of the named steps of the welcome chapter (shell §4.5). */
export type TourStepRef = number | 'revisit' | 'tutorial-link'

/** Analytics events of a tour (shell §4.5). */
export type TourEventName = 'started' | 'previous' | 'next' | 'skipped' | 'finished'

export interface TourState {
  readonly running: TourChapter | null
  readonly step: TourStepRef
  readonly completed: readonly string[]
  /** The last analytics event to log, if any. */
  readonly logged: TourEventName | null
}

export type TourEvent =
  | { readonly type: 'start'; readonly chapter: TourChapter }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'skip' }
  | { readonly type: 'finish' }
  /** Welcome modal: START TUTORIAL starts chapter 1. */
  | { readonly type: 'welcomeStart' }
  /** Welcome modal: SKIP jumps to the revisit step and logs a skipped event. */
  | { readonly type: 'welcomeSkip' }
  | { readonly type: 'completeSubChapter'; readonly key: string }
  | { readonly type: 'fastActionPanelClosed' }
  /** HTTP 400 on token refresh clears any running tour (shell §8). */
  | { readonly type: 'sessionLost' }

export const initialTourState = (completed: readonly string[] = []): TourState => ({
  running: null,
  step: 0,
  completed,
  logged: null,
})

const WELCOME: TourChapter = 'marketplace2Chapter0'
const CHAPTER5: TourChapter = 'marketplace2Chapter5'

/** Chapter 5: leaving a step (next or finish) completes the sub-chapter it showed (shell §4.5). */
const seenSubChapter = (state: TourState): readonly string[] => {
  const key = state.running === CHAPTER5 ? chapter5SubChapterAt(state.step) : null
  return key === null ? state.completed : markTourComplete(state.completed, key)
}

/** The tours state machine of shell §4.5. */
export const tourMachine = (state: TourState, event: TourEvent): TourState => {
  switch (event.type) {
    case 'start':
      return { ...state, running: event.chapter, step: 0, logged: 'started' }
    case 'welcomeStart':
      return { ...state, running: 'marketplace2Chapter1', step: 0, logged: 'started' }
    case 'welcomeSkip':
      return { ...state, running: WELCOME, step: 'revisit', logged: 'skipped' }
    case 'next':
      return state.running === null || typeof state.step !== 'number'
        ? state
        : { ...state, step: state.step + 1, completed: seenSubChapter(state), logged: 'next' }
    case 'previous':
      return state.running === null || typeof state.step !== 'number' || state.step === 0
        ? state
        : { ...state, step: state.step - 1, logged: 'previous' }
    case 'skip':
      if (state.running === 'marketplace2Chapter1') {
        return { ...state, running: WELCOME, step: 'tutorial-link', logged: 'skipped' }
      }
      return state.running === null ? state : { ...state, running: null, step: 0, logged: 'skipped' }
    case 'finish':
      return state.running === null
        ? state
        : {
            running: null,
            step: 0,
            completed: markTourComplete(seenSubChapter(state), state.running),
            logged: 'finished',
          }
    case 'completeSubChapter':
      return { ...state, completed: markTourComplete(state.completed, event.key) }
    case 'fastActionPanelClosed':
      return state.running === CHAPTER5
        ? {
            running: null,
            step: 0,
            completed: markTourComplete(state.completed, CHAPTER5),
            logged: 'finished',
          }
        : state
    case 'sessionLost':
      return state.running === null ? state : { ...state, running: null, step: 0, logged: null }
  }
}
