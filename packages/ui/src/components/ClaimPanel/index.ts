export type { ClaimPanelProps } from './ClaimPanel'
export { ClaimPanel } from './ClaimPanel'
