export type { WatchButtonProps } from './WatchButton'
export { WatchButton } from './WatchButton'
