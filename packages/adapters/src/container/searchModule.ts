import { SavedSearches, SearchCatalog } from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { SavedSearchesHttp } from '../http/SavedSearchesHttp'
import { SearchCatalogHttp } from '../http/SearchCatalogHttp'
import { Internal } from './tokens'

/** The search panel's ports (marketplace §7 Search service) over the one search gateway client. */
export const searchModule = new ContainerModule(({ bind }) => {
  bind<SearchCatalog>(SearchCatalog.key).toDynamicValue(
    (ctx) => new SearchCatalogHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
  bind<SavedSearches>(SavedSearches.key).toDynamicValue(
    (ctx) => new SavedSearchesHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
})
