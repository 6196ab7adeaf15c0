export type { MobileTopBarProps } from './MobileTopBar'
export { MobileTopBar } from './MobileTopBar'
