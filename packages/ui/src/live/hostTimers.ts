import type { Timers } from '@gavel/domain'

/** The host's setTimeout and setInterval as the domain's Timers (for createLiveAuctionSync). */
export const hostTimers: Timers = {
  after: (ms, run) => {
    const handle = setTimeout(run, ms)
    return () => clearTimeout(handle)
  },
  every: (ms, run) => {
    const handle = setInterval(run, ms)
    return () => clearInterval(handle)
  },
}
