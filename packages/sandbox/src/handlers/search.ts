import type { HandlerContext } from './kit/context'
import { savedSearchHandlers } from './savedSearches'
import { searchActionHandlers } from './searchActions'
import { searchOptionHandlers } from './searchOptions'

/** Every operation of contracts/openapi/search.yaml (marketplace §7 Search service). */
export const searchHandlers = (context: HandlerContext) => [
  ...searchOptionHandlers(context),
  ...savedSearchHandlers(context),
  ...searchActionHandlers(context),
]
