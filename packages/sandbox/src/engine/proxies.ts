import { BID_INCREMENT, nextValidBid } from '../world/auctions'
import type { Auction, ProxyBid } from '../world/types'

const place = (auction: Auction, proxy: ProxyBid, amount: number, at: number): void => {
  auction.bids.push({ amount, userId: proxy.userId, dealerId: proxy.dealerId, at, proxy: true })
}

/**
 * Lets proxy bids (marketplace §3 "proxyBid") answer each other until none can beat the high bid. A proxy
 * outbids the leader by one increment, up to its maximum; when two proxies meet, the lower one bids its maximum
 * and the higher answers one increment above it (or at its own maximum); ties go to the current leader.
 * Every bid it appends beats the previous one by at least the increment.
 */
export const resolveProxies = (auction: Auction, at: number): void => {
  for (let guard = 0; guard < 10_000; guard++) {
    const high = auction.bids.at(-1)
    const next = nextValidBid(auction)
    const challenger = auction.proxies
      .filter((p) => p.userId !== high?.userId && p.max >= next)
      .sort((a, b) => b.max - a.max || a.placedAt - b.placedAt)[0]
    if (!challenger) return
    const leaderProxy = high ? auction.proxies.find((p) => p.userId === high.userId) : undefined
    const leaderMax = leaderProxy?.max ?? high?.amount ?? 0
    if (!high || challenger.max > leaderMax) {
      place(auction, challenger, high ? Math.max(next, Math.min(challenger.max, leaderMax + BID_INCREMENT)) : next, at)
    } else if (leaderProxy && challenger.max === leaderMax) {
      place(auction, leaderProxy, leaderMax, at)
    } else if (leaderProxy) {
      place(auction, challenger, challenger.max, at)
      place(auction, leaderProxy, Math.min(leaderMax, challenger.max + BID_INCREMENT), at)
    } else {
      return
    }
  }
}
