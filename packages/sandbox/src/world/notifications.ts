import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import { createRng } from './prng'
import { SCENARIO_AUCTION_IDS } from './scenarios'
import type { World } from './types'

/** One notification of one user (shell §3 Notification), in the sandbox's own terms (epoch ms). */
export interface NotificationRecord {
  readonly id: number
  readonly userId: number
  readonly title: string
  readonly body: string
  readonly createdAt: number
  readonly auctionId: number | null
  /** The bid approval request the notification asks an admin to answer (ADR 0044), or absent. */
  readonly approval?: { readonly requestId: number; readonly organizationId: number }
  seen: boolean
  read: boolean
}

/** The notifications area: every user's notifications (newest first) and push device tokens. */
export interface NotificationsState {
  readonly byUser: Map<number, NotificationRecord[]>
  readonly devices: Map<number, string[]>
  readonly launchMessages: readonly NotificationRecord[]
  nextId: number
}

/** How many notifications each persona starts with, and how many of the newest are unseen and unread. */
const SEEDS: Readonly<Record<number, { total: number; unseen: number; unread: number }>> = {
  // The buyer has more than ten unseen, so the header badge shows 9+ (shell §9).
  [PERSONA_IDS.buyer]: { total: 14, unseen: 12, unread: 13 },
  [PERSONA_IDS.seller]: { total: 6, unseen: 2, unread: 3 },
  [PERSONA_IDS.outstanding]: { total: 5, unseen: 3, unread: 3 },
}
const DEFAULT_SEED = { total: 4, unseen: 1, unread: 2 }

const TEMPLATES: readonly (readonly [title: string, body: (vehicle: string) => string])[] = [
  ['You have been outbid', (v) => `Another dealer outbid you on the ${v}.`],
  ['Auction ending soon', (v) => `The ${v} on your watch list ends in two minutes.`],
  ['You won!', (v) => `Congratulations, you won the ${v}. Finalize it within 24 hours.`],
  ['Counter offer received', (v) => `The seller countered your offer on the ${v}.`],
  ['Vehicle launched', (v) => `The ${v} you saved is now live.`],
  ['Proxy bid placed', (v) => `Your proxy bid on the ${v} is now the high bid.`],
]

const MINUTE = 60_000

const seedFor = (world: World, userId: number, firstId: number): NotificationRecord[] => {
  const user = world.users.get(userId)
  if (!user?.persona) return []
  const plan = SEEDS[userId] ?? DEFAULT_SEED
  const rng = createRng(world.seed * 7919 + userId)
  const auctions = [...world.auctions.values()]
  const scenario = [SCENARIO_AUCTION_IDS.buyerOutbid, SCENARIO_AUCTION_IDS.endingSoon, SCENARIO_AUCTION_IDS.buyerProxy]
  return Array.from({ length: plan.total }, (_, i) => {
    const fixed = userId === PERSONA_IDS.buyer ? scenario[i] : undefined
    const auction =
      fixed === undefined ? (auctions.length > 0 ? rng.pick(auctions) : undefined) : world.auctions.get(fixed)
    const vehicle = auction ? `${auction.vehicle.year} ${auction.vehicle.make} ${auction.vehicle.model}` : 'vehicle'
    const [title, body] = rng.pick(TEMPLATES)
    return {
      id: firstId + i,
      userId,
      title,
      body: body(vehicle),
      createdAt: world.createdAt - (i * 47 + rng.int(1, 40)) * MINUTE,
      auctionId: auction?.id ?? null,
      seen: i >= plan.unseen,
      read: i >= plan.unread,
    }
  })
}

/** The seeded notifications of every persona; background dealers have none. */
export const notificationsOf = (engine: { readonly world: World }): NotificationsState =>
  areaState(engine, 'notifications', () => {
    const byUser = new Map<number, NotificationRecord[]>()
    let nextId = 5_000_001
    for (const userId of engine.world.users.keys()) {
      const seeded = seedFor(engine.world, userId, nextId)
      nextId += seeded.length
      if (seeded.length > 0) byUser.set(userId, seeded)
    }
    const launch: NotificationRecord = {
      id: nextId++,
      userId: 0,
      title: 'Welcome to Gavel',
      body: 'Dealer-to-dealer auctions every day. Bid live, set proxy bids, and finalize in a few clicks.',
      createdAt: engine.world.createdAt,
      auctionId: null,
      seen: false,
      read: false,
    }
    return { byUser, devices: new Map(), launchMessages: [launch], nextId }
  })

/** A user's notifications, newest first (an empty list is kept for the user). */
export const userNotifications = (state: NotificationsState, userId: number): NotificationRecord[] => {
  let list = state.byUser.get(userId)
  if (!list) {
    list = []
    state.byUser.set(userId, list)
  }
  return list
}

/** A new notification at the top of the user's list (provider states, tests). */
export const addNotification = (
  state: NotificationsState,
  userId: number,
  init: Pick<NotificationRecord, 'title' | 'body' | 'createdAt' | 'auctionId' | 'approval'> & { id?: number },
): NotificationRecord => {
  const record: NotificationRecord = { id: init.id ?? state.nextId++, userId, seen: false, read: false, ...init }
  const list = userNotifications(state, userId).filter((n) => n.id !== record.id)
  state.byUser.set(userId, [record, ...list])
  return record
}

export const countsOf = (list: readonly NotificationRecord[]) => ({
  unseen: list.filter((n) => !n.seen).length,
  unread: list.filter((n) => !n.read).length,
})
