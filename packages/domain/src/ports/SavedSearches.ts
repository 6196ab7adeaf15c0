import type { SavedSearch, SearchFilter } from '../model/savedSearch'
import { createPortId } from './portId'

/** The writable fields of a saved search (marketplace §3 Saved search). */
export interface SavedSearchInput {
  readonly name: string
  readonly filters: readonly SearchFilter[]
  /** Push when an auction matching it launches (issue 5 "push on launch"). */
  readonly auctionLaunchPushNotification: boolean
  readonly enabled: boolean
}

/**
 * The signed-in user's saved searches (marketplace §7 Search service: GET saved_searches, saved_search/{id}; POST
 * saved_search; PUT and DELETE saved_search/{id}). Rejects with SessionExpired, NotFound (another user's or a
 * deleted search), ActionRejected (a write the gateway refuses, with its reason), ServiceUnavailable,
 * MalformedResponse or RequestCanceled.
 */
export interface SavedSearches {
  /** Newest first. */
  list(): Promise<readonly SavedSearch[]>
  get(id: SavedSearch['id']): Promise<SavedSearch>
  save(input: SavedSearchInput): Promise<SavedSearch>
  update(id: SavedSearch['id'], input: SavedSearchInput): Promise<SavedSearch>
  remove(id: SavedSearch['id']): Promise<void>
}
export const SavedSearches = createPortId<SavedSearches>('saved-searches')
