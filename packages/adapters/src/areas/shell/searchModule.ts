import { SavedSearches, SearchOptions } from '@gavel/domain'
import type { SearchClient } from '@gavel/sdk'
import type { CoreModule } from '../../container/binder'
import { Internal } from '../../container/tokens'
import { SavedSearchesHttp } from '../../http/SavedSearchesHttp'
import { SearchOptionsHttp } from '../../http/SearchOptionsHttp'

/** The search panel's ports (marketplace §7 Search service) over the one search gateway client. */
export const searchModule: CoreModule = ({ bind }) => {
  bind<SearchOptions>(SearchOptions.key).toDynamicValue(
    (ctx) => new SearchOptionsHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
  bind<SavedSearches>(SavedSearches.key).toDynamicValue(
    (ctx) => new SavedSearchesHttp(ctx.get<SearchClient>(Internal.searchClient)),
  )
}
