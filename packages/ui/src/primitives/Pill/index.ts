export type { PillListProps, PillProps } from './Pill'
export { Pill, PillList, pillLabels } from './Pill'
