export type { FilterFlyoutProps } from './FilterFlyout'
export { FilterFlyout, FilterFlyoutTexts } from './FilterFlyout'
