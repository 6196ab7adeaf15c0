/**
 * A tab is current when its path and its `list` query match the location's: lists without a route of their own
 * are tabs of one page told apart by `?list=` (docs/adr/0022); `page` and `sort` do not count.
 */
export const isCurrentTab = (to: string, location: { readonly pathname: string; readonly search: string }): boolean => {
  const target = new URL(to, 'http://tab.invalid')
  return (
    target.pathname === location.pathname &&
    target.searchParams.get('list') === new URLSearchParams(location.search).get('list')
  )
}
