import type { Auction } from '../world/types'

/**
 * Auctions kept sorted by a time (end time of running auctions, start time of scheduled ones), so the engine
 * finds the next thing to happen without scanning the whole world.
 */
export const createSchedule = (timeOf: (a: Auction) => number) => {
  const items: Auction[] = []
  const indexFor = (t: number): number => {
    let lo = 0
    let hi = items.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (timeOf(items[mid] as Auction) <= t) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return {
    items: items as readonly Auction[],
    add(auction: Auction): void {
      items.splice(indexFor(timeOf(auction)), 0, auction)
    },
    remove(auction: Auction): void {
      const i = items.indexOf(auction)
      if (i >= 0) items.splice(i, 1)
    },
    first(): Auction | undefined {
      return items[0]
    },
    has(auction: Auction): boolean {
      return items.includes(auction)
    },
  }
}
export type Schedule = ReturnType<typeof createSchedule>
