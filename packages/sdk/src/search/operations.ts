import { type OperationTable, operation } from '../client/operations.js'

/**
 * The search gateway's operations (contracts/openapi/search.yaml) with the spec's retry budgets (marketplace.md 9):
 * search calls 6, reads of saved searches 3. Writes are not retried unless repeating them changes nothing
 * (replacing a saved search, watching, unwatching and hiding set a state); creating, recording and deleting are
 * never retried. The market report (ADR 0043) is a read: 2 retries.
 */
export const searchOperations: OperationTable = {
  'GET /filters/filter_options': operation('getFilterOptions', { retries: 6 }),
  'GET /search/filters': operation('getSearchFilters', { retries: 6 }),
  'GET /filters/trim_options': operation('listTrimOptions', { retries: 6 }),
  'GET /filters/condition_options': operation('listConditionOptions', { retries: 6 }),
  'GET /filters/states_and_sorts': operation('getStatesAndSorts', { retries: 6 }),
  'GET /search/suggestions': operation('getSearchSuggestions', { retries: 6 }),
  'GET /saved_searches': operation('listSavedSearches', { retries: 3 }),
  'GET /saved_search/{id}': operation('getSavedSearch', { retries: 3 }),
  'POST /saved_search': operation('saveSearch'),
  'PUT /saved_search/{id}': operation('updateSavedSearch', { retries: 3 }),
  'DELETE /saved_search/{id}': operation('deleteSavedSearch'),
  'POST /recent-search/create': operation('recordRecentSearch'),
  'POST /search/ended': operation('searchEndedAuctions', { retries: 6 }),
  'POST /watchlist/saved_auction/{id}': operation('watchAuction', { retries: 3 }),
  'DELETE /watchlist/saved_auction/{id}': operation('unwatchAuction', { retries: 3 }),
  'POST /auction/hide_auction': operation('hideAuction', { retries: 3 }),
  'GET /market-report': operation('getMarketReport', { retries: 2 }),
}
