export type { BidPanelProps } from './BidPanel'
export { BidPanel } from './BidPanel'
export { BID_STEP, BidBlockedTexts, bidBlockReason, nextBidOf, receiptText } from './bidRules'
