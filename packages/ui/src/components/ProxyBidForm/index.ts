export type { ProxyBidFormProps } from './ProxyBidForm'
export { ProxyBidForm, proxyReceiptText } from './ProxyBidForm'
