/** The dev-tools area (ADR 0038): /dev-tools, the feature flags and their local overrides. */
export { DevToolsScreen } from './DevToolsScreen/DevToolsScreen'
