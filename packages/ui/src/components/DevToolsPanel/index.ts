export type { DevToolsFlag, DevToolsPanelProps } from './DevToolsPanel'
export { DevToolsPanel } from './DevToolsPanel'
export { devToolsFlags } from './devToolsFlags'
