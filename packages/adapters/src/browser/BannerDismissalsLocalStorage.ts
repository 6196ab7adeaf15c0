import type { BannerDismissals } from '@gavel/domain'

const keyOf = (userId: number, key: string) => `gavel.bannerDismissed.${userId}.${key}`

/**
 * Dismissed banners per user in localStorage (marketplace §5 "the banner is not dismissed"): a dismissal lasts on
 * this device across reloads. Storage that refuses to write (private mode, quota) leaves the banner dismissed for
 * this page only.
 */
export class BannerDismissalsLocalStorage implements BannerDismissals {
  readonly #session = new Set<string>()

  constructor(private readonly storage: Storage = globalThis.localStorage) {}

  isDismissed(userId: number, key: string): boolean {
    const id = keyOf(userId, key)
    return this.#session.has(id) || this.storage.getItem(id) === 'true'
  }

  dismiss(userId: number, key: string): void {
    const id = keyOf(userId, key)
    this.#session.add(id)
    try {
      this.storage.setItem(id, 'true')
    } catch {
      // kept for this page only
    }
  }
}
