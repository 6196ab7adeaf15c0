export type { CountdownProps } from './Countdown'
export { Countdown } from './Countdown'
