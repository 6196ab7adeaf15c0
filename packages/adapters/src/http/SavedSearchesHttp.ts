import type { SavedSearch, SavedSearches, SavedSearchInput } from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isSavedSearchListWire, isSavedSearchWire } from '../wire/guards/generated/guards'
import { toSavedSearch, toSavedSearchInputWire } from '../wire/searchWire'

const decodeList = guardOrThrow(isSavedSearchListWire, 'saved searches')
const decodeOne = guardOrThrow(isSavedSearchWire, 'saved search')

/** The user's saved searches (marketplace §7 Search service; §3 Saved search). Writes are actions: a refusal says why. */
export class SavedSearchesHttp implements SavedSearches {
  constructor(private readonly client: SearchClient) {}

  async list(): Promise<readonly SavedSearch[]> {
    const { data } = await callGateway(() => this.client.GET('/saved_searches'))
    return decodeList(data).saved_searches.map(toSavedSearch)
  }

  async get(id: string): Promise<SavedSearch> {
    const { data } = await callGateway(() => this.client.GET('/saved_search/{id}', { params: { path: { id } } }))
    return toSavedSearch(decodeOne(data))
  }

  async save(input: SavedSearchInput): Promise<SavedSearch> {
    const { data } = await callGateway(
      () => this.client.POST('/saved_search', { body: toSavedSearchInputWire(input) }),
      { action: true },
    )
    return toSavedSearch(decodeOne(data))
  }

  async update(id: string, input: SavedSearchInput): Promise<SavedSearch> {
    const { data } = await callGateway(
      () => this.client.PUT('/saved_search/{id}', { params: { path: { id } }, body: toSavedSearchInputWire(input) }),
      { action: true },
    )
    return toSavedSearch(decodeOne(data))
  }

  async remove(id: string): Promise<void> {
    await callGateway(() => this.client.DELETE('/saved_search/{id}', { params: { path: { id } } }), { action: true })
  }
}
