import { queryValue } from './query'

/**
 * Universal links (shell §2.2): /universal-links/savedAuctions goes to /saved/{savedAuctionId} or
 * /myacv/saved/ without an id; /universal-links/search goes to /auction/{auctionId} or /auction/ without one.
 * On mobile devices both send the user to the app stores instead (the caller opens the store).
 */
export type UniversalLinkTarget = { readonly kind: 'app-store' } | { readonly kind: 'path'; readonly to: string }

const idFrom = (search: string, key: string): string | null => {
  const raw = queryValue(search, key)
  return raw !== null && /^\d+$/.test(raw) ? raw : null
}

export const universalLinkTarget = (
  link: 'savedAuctions' | 'search',
  search: string,
  isMobileDevice: boolean,
): UniversalLinkTarget => {
  if (isMobileDevice) return { kind: 'app-store' }
  if (link === 'savedAuctions') {
    const id = idFrom(search, 'savedAuctionId')
    return { kind: 'path', to: id === null ? '/myacv/saved/' : `/saved/${id}` }
  }
  const id = idFrom(search, 'auctionId')
  return { kind: 'path', to: id === null ? '/auction/' : `/auction/${id}` }
}

/** Which native app store a device uses, from its user agent; null for anything that is not a phone or tablet. */
export type AppStorePlatform = 'ios' | 'android'

export const mobilePlatformOf = (userAgent: string): AppStorePlatform | null => {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return null
}
