import { createPortId } from './portId'

/**
 * Where the user's completed tours are kept (shell §3 Tour: "A list of completed tour keys is kept (stored as a
 * comma list)"; shell §4.5). The adapter stores them in the user's settings, so they follow the user across
 * browsers. Rejects with the domain's tagged errors.
 */
export interface TourProgress {
  /** The completed tour keys (chapters and chapter 5 sub-chapters), in the order they were completed. */
  completed(): Promise<readonly string[]>
  /** Replaces the stored list. */
  save(completed: readonly string[]): Promise<void>
}
export const TourProgress = createPortId<TourProgress>('tour-progress')
