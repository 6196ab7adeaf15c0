/** Announcement banners (shell §4.6, marketplace §2). */
export interface Announcement {
  readonly key: string
  readonly priority: number
  readonly hiddenOnDesktop: boolean
}

export const AUCTION_ACCESS_BANNER: Announcement = { key: 'auction-access-banner', priority: 0, hiddenOnDesktop: false }
export const EULA_REVIEW_BANNER: Announcement = { key: 'eula-review-banner', priority: 1, hiddenOnDesktop: true }

/**
 * The announcements to show, ordered by priority (lowest first, then key): on desktop those hidden on desktop
 * are left out; on mobile they form a carousel in this order (shell §4.6).
 */
export const visibleAnnouncements = (
  active: readonly Announcement[],
  device: 'desktop' | 'mobile',
): readonly Announcement[] =>
  active
    .filter((a) => device === 'mobile' || !a.hiddenOnDesktop)
    .toSorted((a, b) => a.priority - b.priority || a.key.localeCompare(b.key))
