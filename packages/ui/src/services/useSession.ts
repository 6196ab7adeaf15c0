import { type Session, SessionControl } from '@gavel/domain'
import { useCallback, useSyncExternalStore } from 'react'
import { useService } from './ServicesProvider'

/** The signed-in session, or null; re-renders when SessionControl reports a change (shell §4.2). */
export const useSession = (): Session | null => {
  const control = useService(SessionControl)
  const subscribe = useCallback((listener: () => void) => control.subscribe(listener), [control])
  const current = useCallback(() => control.current(), [control])
  return useSyncExternalStore(subscribe, current, current)
}
