export type { SellerInfoProps } from './SellerInfo'
export { SellerInfo } from './SellerInfo'
