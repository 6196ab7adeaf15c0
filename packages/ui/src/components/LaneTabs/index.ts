export type { LaneTab, LaneTabsProps } from './LaneTabs'
export { LaneTabs } from './LaneTabs'
