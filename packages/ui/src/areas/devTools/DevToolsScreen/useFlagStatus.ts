import { type FeatureFlagStatus, FeatureFlagStore } from '@gavel/domain'
import { useCallback, useSyncExternalStore } from 'react'
import { useService } from '../../../services/ServicesProvider'

/** The flag store's status (server flags, local overrides, loaded or failed), re-rendering when it changes. */
export const useFlagStatus = (): FeatureFlagStatus => {
  const store = useService(FeatureFlagStore)
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store])
  const status = useCallback(() => store.status(), [store])
  return useSyncExternalStore(subscribe, status, status)
}
