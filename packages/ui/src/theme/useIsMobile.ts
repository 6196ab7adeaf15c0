import { useCallback, useSyncExternalStore } from 'react'
import { MOBILE_MAX_WIDTH } from './breakpoints'

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`

/** Whether the viewport is mobile: 767px and below (shell §2.1, §9). */
export const useIsMobile = (): boolean => {
  const subscribe = useCallback((listener: () => void) => {
    const list = window.matchMedia(QUERY)
    list.addEventListener('change', listener)
    return () => list.removeEventListener('change', listener)
  }, [])
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
