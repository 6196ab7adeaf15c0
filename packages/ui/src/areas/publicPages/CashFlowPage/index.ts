export type { CashFlowPageKind } from './CashFlowPage'
export { CashFlowPage, CashFlowTexts } from './CashFlowPage'
