import type { SandboxServer } from '@gavel/sandbox/node'

export interface BlastResult {
  readonly sent: number
  readonly refused: number
}

/**
 * Places `perSecond` bids a second for `seconds` on the given auctions through the sandbox engine, as the background
 * dealers would: each bid is the next valid amount, by a dealer who is not the seller's, so every one is accepted and
 * sent to the browser as a BID message on `updates.{id}` over the sandbox's websocket.
 */
export const blastBids = async (
  server: SandboxServer,
  auctionIds: readonly number[],
  perSecond: number,
  seconds: number,
): Promise<BlastResult> => {
  const { world, engine } = server.core()
  const bidders = [...world.users.values()].filter((u) => u.persona === undefined && u.defaultDealerId !== null)
  const auctions = auctionIds.flatMap((id) => world.auctions.get(id) ?? [])
  let sent = 0
  let refused = 0
  let turn = 0
  const placeOne = () => {
    const auction = auctions[turn % auctions.length]
    turn += 1
    if (!auction) return
    const amount = (auction.bids.at(-1)?.amount ?? auction.startPrice - 100) + 100
    for (let attempt = 0; attempt < 4; attempt++) {
      const bidder = bidders[(turn + attempt * 7) % bidders.length]
      if (!bidder || bidder.defaultDealerId === auction.sellerDealerId) continue
      const outcome = engine.placeBid(bidder.id, auction.id, amount, false, false, `bench-${turn}-${attempt}`)
      if (outcome.ok) {
        sent += 1
        return
      }
    }
    refused += 1
  }
  const tickMs = 10
  const started = Date.now()
  let due = 0
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - started
      if (elapsed >= seconds * 1000) {
        clearInterval(timer)
        resolve()
        return
      }
      const target = Math.floor((elapsed / 1000) * perSecond)
      due = Math.max(due, target)
      while (sent + refused < due) placeOne()
    }, tickMs)
  })
  return { sent, refused }
}

/** The sandbox's high bid of each auction (what every screen should show at the end). */
export const sandboxHighBids = (server: SandboxServer, auctionIds: readonly number[]): Map<number, number | null> => {
  const { world } = server.core()
  return new Map(auctionIds.map((id) => [id, world.auctions.get(id)?.bids.at(-1)?.amount ?? null]))
}
