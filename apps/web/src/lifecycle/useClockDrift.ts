import { Analytics, Clock, FlagSlugs, hasClockDrift, isFlagOn, type Session } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useEffect } from 'react'

const CHECK_MS = 60_000

/**
 * Clock drift (shell §4.2): with the clock-drift-tracking flag on, an offset from the server's clock beyond
 * 5 seconds is tracked once per signed-in page as the analytics event `clock_drift`.
 */
export const useClockDrift = (session: Session | null): void => {
  const clock = useService(Clock)
  const analytics = useService(Analytics)
  const tracking = session !== null && isFlagOn(session.flags, FlagSlugs.clockDriftTracking)
  useEffect(() => {
    if (!tracking) return
    let tracked = false
    const check = () => {
      const offsetMs = clock.offsetMs()
      if (tracked || !hasClockDrift(offsetMs)) return
      tracked = true
      analytics.track('clock_drift', { offsetMs })
    }
    const timer = setInterval(check, CHECK_MS)
    return () => clearInterval(timer)
  }, [clock, analytics, tracking])
}
