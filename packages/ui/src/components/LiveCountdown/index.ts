export { LiveCountdown } from './LiveCountdown'
