import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import type { Auction, Lane } from './types'

/** Push types (marketplace §3 "Message types handled"; contracts/realtime/push-messages.schema.json). */
export type PushType = 'PRE_LAUNCH' | 'LAUNCH_CANCELLED' | 'LAUNCH_NOTIFICATION_V2'

/** One push on `user.{userId}`: about an auction by id, with what it shows and where a click goes. */
export interface PushEvent {
  readonly channel: string
  readonly type: PushType
  readonly auctionId: number
  readonly notification: { readonly title: string; readonly body: string; readonly link: string }
  /** LAUNCH_NOTIFICATION_V2 only: the lane set the auction launched into. */
  readonly lane?: 'live' | 'no_reserve_preview' | 'guaranteed_sale'
  /** Epoch ms on the engine's clock. */
  readonly sentAt: number
}

export type PushListener = (event: PushEvent) => void

/** The pushes of one engine, beside it (areaState), fanned out to the realtime connections. */
export const pushBus = (engine: object) =>
  areaState(engine, 'pushes', () => {
    const listeners = new Set<PushListener>()
    return {
      subscribe(listener: PushListener): () => void {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      emit(event: PushEvent): void {
        for (const listener of [...listeners]) {
          try {
            listener(event)
          } catch {
            // A subscriber's failure (a closed socket) is the subscriber's problem.
          }
        }
      },
    }
  })

const PUSH_LANES: readonly string[] = ['live', 'no_reserve_preview', 'guaranteed_sale']

/**
 * LAUNCH_NOTIFICATION_V2 ("an auction launched into the live lane") for an auction that went live now. Real
 * gateways push to the users whose saved searches match; the sandbox has no such matching, so it tells the demo
 * personas (PERSONA_IDS) but the launching user — enough for two windows to see each other's launches.
 */
export const pushLaunch = (engine: { now(): number }, auction: Auction, lane: Lane, launchedBy: number): void => {
  if (auction.status !== 'active' || !PUSH_LANES.includes(lane.kind)) return
  const { year, make, model } = auction.vehicle
  const bus = pushBus(engine)
  for (const userId of Object.values(PERSONA_IDS)) {
    if (userId === launchedBy) continue
    bus.emit({
      channel: `user.${userId}`,
      type: 'LAUNCH_NOTIFICATION_V2',
      auctionId: auction.id,
      notification: {
        title: 'New auction launched',
        body: `${year} ${make} ${model} is live.`,
        link: `/auction/${auction.id}`,
      },
      lane: lane.kind as NonNullable<PushEvent['lane']>,
      sentAt: engine.now(),
    })
  }
}

/**
 * PRE_LAUNCH ("an auction the user follows — saved, watched or their own — is about to launch") for a launch
 * scheduled for a later start (preview or run_list). A new auction has no watchers yet, so the sandbox tells the
 * launching user, whose own auction it is.
 */
export const pushPreLaunch = (engine: { now(): number }, auction: Auction, launchedBy: number): void => {
  if (auction.status !== 'preview' && auction.status !== 'run_list') return
  const { year, make, model } = auction.vehicle
  pushBus(engine).emit({
    channel: `user.${launchedBy}`,
    type: 'PRE_LAUNCH',
    auctionId: auction.id,
    notification: {
      title: 'Auction scheduled',
      body: `${year} ${make} ${model} launches at ${new Date(auction.startTime).toISOString()}.`,
      link: `/auction/${auction.id}`,
    },
    sentAt: engine.now(),
  })
}

/**
 * LAUNCH_CANCELLED ("a scheduled launch was cancelled") for a preview or run-list auction its seller killed before it
 * started: to the seller and to every user with a proxy bid waiting on it, the users who follow it.
 */
export const pushLaunchCancelled = (engine: { now(): number }, auction: Auction): void => {
  const { year, make, model } = auction.vehicle
  const bus = pushBus(engine)
  for (const userId of new Set([auction.sellerUserId, ...auction.proxies.map((p) => p.userId)])) {
    bus.emit({
      channel: `user.${userId}`,
      type: 'LAUNCH_CANCELLED',
      auctionId: auction.id,
      notification: {
        title: 'Launch cancelled',
        body: `${year} ${make} ${model} will not launch.`,
        link: `/auction/${auction.id}`,
      },
      sentAt: engine.now(),
    })
  }
}
