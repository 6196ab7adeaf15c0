export type { OfflineBannerProps } from './OfflineBanner'
export { OfflineBanner } from './OfflineBanner'
