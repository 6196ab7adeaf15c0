import { type FeatureFlagStatus, FeatureFlagStore } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useCallback, useSyncExternalStore } from 'react'

/** The flag store's status, re-rendering when it changes. */
export const useFeatureFlagStatus = (): FeatureFlagStatus => {
  const store = useService(FeatureFlagStore)
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store])
  const status = useCallback(() => store.status(), [store])
  return useSyncExternalStore(subscribe, status, status)
}
