export type { ConditionReportProps } from './ConditionReport'
export { ConditionReport } from './ConditionReport'
