export type { LaunchMessageProps } from './LaunchMessage'
export { LaunchMessage } from './LaunchMessage'
