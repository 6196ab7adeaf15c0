export { InactiveBanner } from './InactiveBanner'
