import { Constants } from '../constants'

/** The notifications badge (shell §2.1, §9): nothing at 0, the count up to 9, '9+' at ten or more unseen. */
export const notificationBadge = (unseen: number): string | null => {
  if (!Number.isFinite(unseen) || unseen <= 0) return null
  return unseen >= Constants.notificationBadgeCap ? '9+' : String(Math.floor(unseen))
}

/** A notification click with ctrl, meta or shift opens /auction/{id} in a new tab (shell §2.1). */
export const notificationTarget = (
  auctionId: number,
  keys: { readonly ctrlKey: boolean; readonly metaKey: boolean; readonly shiftKey: boolean },
): { readonly path: string; readonly newTab: boolean } => ({
  path: `/auction/${auctionId}`,
  newTab: keys.ctrlKey || keys.metaKey || keys.shiftKey,
})
