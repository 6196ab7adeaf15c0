export type { PurchaseNowProps } from './PurchaseNow'
export { PurchaseNow } from './PurchaseNow'
