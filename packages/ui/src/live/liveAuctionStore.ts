import { createLiveAuctionStore as createStore, type FrameScheduler, type LiveAuctionStore } from '@gavel/domain'

export type { FrameScheduler, LiveAuctionStore }

const animationFrame: FrameScheduler = (fn) => {
  const handle = requestAnimationFrame(fn)
  return () => cancelAnimationFrame(handle)
}

/** The domain's live auction store, applying its updates once per animation frame (docs/adr/0033). */
export const createLiveAuctionStore = (schedule: FrameScheduler = animationFrame): LiveAuctionStore =>
  createStore(schedule)
