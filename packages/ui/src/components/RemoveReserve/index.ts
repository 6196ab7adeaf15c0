export type { RemoveReserveProps } from './RemoveReserve'
export { RemoveReserve } from './RemoveReserve'
