import { createPortId } from './portId'

/**
 * Which banners a user dismissed (marketplace §5 "the banner is not dismissed"), kept per user on this device.
 * Synchronous: a banner decides at render whether it shows.
 */
export interface BannerDismissals {
  isDismissed(userId: number, key: string): boolean
  dismiss(userId: number, key: string): void
}
export const BannerDismissals = createPortId<BannerDismissals>('banner-dismissals')
