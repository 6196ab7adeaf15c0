import { type Session, serviceWorkerUpdateAction } from '@gavel/domain'
import { LazyPart } from '@gavel/ui'
import { lazy, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useServiceWorkerUpdates } from './ServiceWorkerContext'
import { useFeatureFlagStatus } from './useFeatureFlagStatus'

const UpdatePrompt = lazy(async () => ({ default: (await import('@gavel/ui/lifecycleParts')).UpdatePrompt }))

/**
 * Service worker "need refresh" (shell §4.6): update at once when the force-refresh flag is on or the flags
 * failed to load; else the 'Update Available' prompt when the reload-prompt flag is on; else the new version
 * waits for the next visit. Signed out, no flag is on. The prompt's code loads only when it is shown (docs/adr/0053).
 */
export const ServiceWorkerUpdate = ({ session }: { readonly session: Session | null }) => {
  const updates = useServiceWorkerUpdates()
  const subscribe = useCallback((listener: () => void) => updates.subscribe(listener), [updates])
  const needsRefresh = useSyncExternalStore(subscribe, updates.needsRefresh, updates.needsRefresh)
  const { failed } = useFeatureFlagStatus()
  const [dismissed, setDismissed] = useState(false)
  const action = needsRefresh ? serviceWorkerUpdateAction(failed ? null : (session?.flags ?? {})) : 'none'
  useEffect(() => {
    if (action === 'updateNow') updates.applyUpdate()
  }, [action, updates])
  if (action !== 'prompt' || dismissed) return null
  return (
    <LazyPart>
      <UpdatePrompt onReload={() => updates.applyUpdate()} onLater={() => setDismissed(true)} />
    </LazyPart>
  )
}
