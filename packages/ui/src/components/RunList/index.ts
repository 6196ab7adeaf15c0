export type { RunListProps } from './RunList'
export { RunList } from './RunList'
