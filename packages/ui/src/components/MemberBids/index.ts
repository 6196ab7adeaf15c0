export type { MemberBidsProps } from './MemberBids'
export { MemberBids } from './MemberBids'
