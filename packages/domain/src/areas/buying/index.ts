export type { WonSummary } from './BuyingListsPort'
export { BuyingLists } from './BuyingListsPort'
export type { BuyingList } from './buyingLists'
export {
  BUYING_LISTS,
  isWonBy,
  LIST_COLLECTIONS,
  LIST_NOUNS,
  staysInList,
} from './buyingLists'
export type { DealActionIntent } from './DealsPort'
export { Deals } from './DealsPort'
export { Deal, DealAuction, DealOffer, DealSide } from './deal'
export type { DealActions } from './dealActions'
export { DealBlockedTexts, dealActions, offerToAnswer } from './dealActions'
export { FAST_ACTION_ROWS, FAST_ACTION_TABS } from './fastActions'
export type { ListPage, ListSort } from './listOrder'
export { defaultSort, LIST_SORT_LABELS, LIST_SORTS, pageOf, parsePage, parseSort, sortAuctions } from './listOrder'
export { OFFER_STATE_WORDS, offerAuthor, visibleAmount } from './offerWords'
