/** The query cache's keys of the selling area; `all` invalidates every one of them. */
export const sellingKeys = {
  all: ['selling'] as const,
  saved: ['selling', 'saved'] as const,
  savedList: (dealerFilter: number, query: string) => ['selling', 'saved', dealerFilter, query] as const,
  launchOptions: (id: number) => ['selling', 'launch-options', id] as const,
  performance: (dealerId: number | null, days: number) => ['selling', 'performance', dealerId, days] as const,
  list: (list: string) => ['selling', 'list', list] as const,
  runChanges: (auctionId: number) => ['run-changes', auctionId] as const,
}
