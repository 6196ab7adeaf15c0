import { describe, expect, it } from 'vitest'
import { createWorld, findUserByEmail } from './createWorld'
import { PERSONA_IDS } from './personas'
import { SCENARIO_AUCTION_IDS } from './scenarios'
import { isValidVin } from './vin'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const snapshot = (seed: number) => {
  const w = createWorld({ seed, now: NOW })
  return JSON.stringify({
    dealerships: [...w.dealerships.values()],
    users: [...w.users.values()],
    auctions: [...w.auctions.values()],
  })
}

describe('createWorld', () => {
  it('gives the same world for the same seed and clock', () => {
    expect(snapshot(42)).toBe(snapshot(42))
  })

  it('gives a different world for another seed', () => {
    expect(snapshot(42)).not.toBe(snapshot(43))
  })

  it('has 300 generated auctions plus the ten scenario auctions by default, and more on request', () => {
    expect(createWorld({ now: NOW }).auctions.size).toBe(310)
    expect(createWorld({ now: NOW, auctions: 2000 }).auctions.size).toBe(2010)
  })

  it('gives every vehicle a valid VIN', () => {
    const w = createWorld({ now: NOW })
    for (const a of w.auctions.values()) expect(isValidVin(a.vehicle.vin), a.vehicle.vin).toBe(true)
  })

  it('covers every lane and the main statuses, mostly active', () => {
    const auctions = [...createWorld({ now: NOW }).auctions.values()]
    const statuses = new Set(auctions.map((a) => a.status))
    for (const s of ['active', 'preview', 'run_list', 'ended_accepted', 'ended_nobid', 'negotiation']) {
      expect(statuses.has(s as never), s).toBe(true)
    }
    expect(new Set(auctions.map((a) => a.laneId))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(auctions.filter((a) => a.status === 'active').length).toBeGreaterThan(auctions.length / 2)
    expect(auctions.some((a) => a.floorPrice === null)).toBe(true)
  })

  it('keeps every bid history valid: rising by at least 100, never from the seller dealership', () => {
    for (const a of createWorld({ now: NOW, seed: 9 }).auctions.values()) {
      a.bids.forEach((b, i) => {
        expect(b.dealerId).not.toBe(a.sellerDealerId)
        expect(b.amount).toBeGreaterThanOrEqual(i === 0 ? a.startPrice : (a.bids[i - 1]?.amount ?? 0) + 100)
      })
    }
  })

  it('has the personas with the shared password', () => {
    const w = createWorld({ now: NOW })
    const buyer = findUserByEmail(w, 'BUYER@gavel.test')
    expect(buyer?.id).toBe(PERSONA_IDS.buyer)
    expect(buyer?.password).toBe('gavel-sandbox')
    expect(findUserByEmail(w, 'admin@gavel.test')?.memberships).toHaveLength(2)
    expect(findUserByEmail(w, 'limited@gavel.test')?.role).toBe('readonly')
    expect(findUserByEmail(w, 'seller@gavel.test')?.flags.enable_srp_refresh).toBe(true)
    expect(findUserByEmail(w, 'outstanding@gavel.test')?.flags.force_finalize).toBe(true)
  })

  it('gives outstanding@ won auctions to finalize', () => {
    const w = createWorld({ now: NOW })
    for (const id of SCENARIO_AUCTION_IDS.outstandingWon) {
      const a = w.auctions.get(id)
      expect(a?.status).toBe('ended_accepted')
      expect(a?.bids.at(-1)?.userId).toBe(PERSONA_IDS.outstanding)
    }
  })

  it('starts with auctions in their last two minutes', () => {
    const auctions = [...createWorld({ now: NOW }).auctions.values()]
    const ending = auctions.filter((a) => a.status === 'active' && a.endTime > NOW && a.endTime <= NOW + 120_000)
    expect(ending.length).toBeGreaterThanOrEqual(3)
  })
})
