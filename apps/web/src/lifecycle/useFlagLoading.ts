import { FeatureFlagStore } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useEffect } from 'react'

/** How often the store is asked whether its 20-minute cache went stale (a fresh cache makes no call). */
const STALE_CHECK_MS = 60_000

/**
 * Feature flags load when the user becomes authorized, except on /logout (shell §4.3), and again once the
 * 20-minute cache is stale (shell §9).
 */
export const useFlagLoading = (userId: number | null, onLogout: boolean): void => {
  const store = useService(FeatureFlagStore)
  useEffect(() => {
    if (userId === null || onLogout) return
    void store.refreshIfStale()
    const timer = setInterval(() => void store.refreshIfStale(), STALE_CHECK_MS)
    return () => clearInterval(timer)
  }, [store, userId, onLogout])
}
