/**
 * Guided tours of the new search experience (shell §4.5): chapters marketplace2Chapter0 to Chapter5, and
 * Chapter6 (legacy filters) only if a saved search is synced with legacy filters.
 */
export const TOUR_CHAPTERS = [
  'marketplace2Chapter0',
  'marketplace2Chapter1',
  'marketplace2Chapter2',
  'marketplace2Chapter3',
  'marketplace2Chapter4',
  'marketplace2Chapter5',
] as const
export const LEGACY_FILTERS_CHAPTER = 'marketplace2Chapter6'
export type TourChapter = (typeof TOUR_CHAPTERS)[number] | typeof LEGACY_FILTERS_CHAPTER

/** Chapter 5 sub-chapters (shell §4.5). */
export const CHAPTER5_SUBCHAPTERS = [
  'activeBuying',
  'watchlist',
  'pendingProxy',
  'needsFinalizing',
  'finalized',
] as const
export type Chapter5SubChapter = (typeof CHAPTER5_SUBCHAPTERS)[number]
/** Completing one of these marks all three complete (shell §4.5). */
export const CHAPTER5_LINKED: readonly Chapter5SubChapter[] = ['activeBuying', 'watchlist', 'pendingProxy']

/**
 * The sub-chapter chapter 5's step `step` shows: one step per sub-chapter, in the order of CHAPTER5_SUBCHAPTERS
 * (shell §4.5). Null for a named step or a step past the last.
 */
export const chapter5SubChapterAt = (step: number | string): Chapter5SubChapter | null =>
  typeof step === 'number' ? (CHAPTER5_SUBCHAPTERS[step] ?? null) : null

/** The chapters a user has (shell §4.5). */
export const availableChapters = (hasLegacySyncedSavedSearch: boolean): readonly TourChapter[] =>
  hasLegacySyncedSavedSearch ? [...TOUR_CHAPTERS, LEGACY_FILTERS_CHAPTER] : TOUR_CHAPTERS

/** The completed list is stored as a comma list (shell §3, marketplace §9). */
export const parseCompletedTours = (stored: string | null | undefined): readonly string[] => [
  ...new Set(
    (stored ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
]

export const serializeCompletedTours = (completed: readonly string[]): string => [...new Set(completed)].join(',')

/** Marks a tour (or sub-chapter key) complete; chapter 5's linked sub-chapters complete together (shell §4.5). */
export const markTourComplete = (completed: readonly string[], key: string): readonly string[] => {
  const keys = (CHAPTER5_LINKED as readonly string[]).includes(key) ? CHAPTER5_LINKED : [key]
  const missing = keys.filter((k) => !completed.includes(k))
  return missing.length === 0 ? completed : [...completed, ...missing]
}

/** The minimum screen width for tours (shell §5 "Tours need a minimum screen width"); docs/adr/0014. */
export const TOUR_MIN_WIDTH_PX = 1024

export interface TourStartInput {
  readonly key: TourChapter
  readonly completed: readonly string[]
  readonly auctionDetailOpen: boolean
  readonly runningTour: string | null
  readonly screenWidth: number
  readonly forced?: boolean
}

/**
 * A tour starts only if not completed, no auction detail open, no tour running, chapter 1 done (or this is
 * chapter 0 or 1, which come before it), and the screen is wide enough or the start is forced (shell §4.5).
 */
export const canStartTour = (input: TourStartInput): boolean =>
  !input.completed.includes(input.key) &&
  !input.auctionDetailOpen &&
  input.runningTour === null &&
  (input.key === 'marketplace2Chapter0' ||
    input.key === 'marketplace2Chapter1' ||
    input.completed.includes('marketplace2Chapter1')) &&
  (input.forced === true || input.screenWidth >= TOUR_MIN_WIDTH_PX)

/**
 * Tour 0 starts automatically when the completed list is loaded, the user is signed in, tours are allowed,
 * it is not finished, on desktop, and the search-refresh view is off (shell §4.5).
 */
export const autoStartsTour0 = (input: {
  readonly completedLoaded: boolean
  readonly completed: readonly string[]
  readonly signedIn: boolean
  readonly toursAllowed: boolean
  readonly desktop: boolean
  readonly searchRefreshViewOn: boolean
}): boolean =>
  input.completedLoaded &&
  input.signedIn &&
  input.toursAllowed &&
  !input.completed.includes('marketplace2Chapter0') &&
  input.desktop &&
  !input.searchRefreshViewOn
