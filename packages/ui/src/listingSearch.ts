/**
 * @gavel/ui/listingSearch — the listing's search panel (search box, filter chips, saved searches), which the web app
 * loads after the first auction cards, with TanStack Query (docs/adr/0046). Import this entry only dynamically.
 */
export { ListingSearchPanel } from './containers/listingSearch/ListingSearchPanel'
