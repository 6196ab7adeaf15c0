export type { BidPanelProps } from './BidPanel'
export { BidPanel } from './BidPanel'
export { receiptText } from './bidRules'
