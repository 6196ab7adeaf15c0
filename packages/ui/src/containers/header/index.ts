export type { DefaultHeaderContainerProps } from './DefaultHeaderContainer'
export { DefaultHeaderContainer } from './DefaultHeaderContainer'
export { DeferredNotificationsMenu, DeferredRewardsButton } from './headerWidgets'
export { useLaunchTool } from './useLaunchTool'
