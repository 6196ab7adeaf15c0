import type { Engine } from '../engine/createEngine'
import { isParticipant } from '../wire/myAuctionWire'
import {
  ACCEPTED,
  IN_NEGOTIATION,
  isBuyerSide,
  isSellerSide,
  MAKE_OFFER,
  myAuctionsState,
  SCHEDULED,
} from './myAuctions'
import type { Auction, User } from './types'

/** The my-auctions lists (marketplace §4 Collections), each a rule over the world's auctions for one viewer. */
export type MyListName =
  | 'activeBuying'
  | 'persistentProxy'
  | 'activeSelling'
  | 'won'
  | 'sold'
  | 'unsold'
  | 'negotiationBuying'
  | 'negotiationSelling'
  | 'needsFinalization'
  | 'pendingProxy'
  | 'active'
  | 'negotiation'
  | 'finalized'

type Rule = (a: Auction, viewer: User, finalized: ReadonlyMap<number, unknown>, engine: Engine) => boolean

const activeBuying: Rule = (a, v) => a.status === 'active' && isParticipant(a, v) && !isSellerSide(v, a)
const activeSelling: Rule = (a, v) => a.status === 'active' && isSellerSide(v, a)
const won: Rule = (a, v, _, e) => ACCEPTED.includes(a.status) && isBuyerSide(e, v, a)
const negotiationBuying: Rule = (a, v, _, e) => IN_NEGOTIATION.includes(a.status) && isBuyerSide(e, v, a)
const negotiationSelling: Rule = (a, v) => IN_NEGOTIATION.includes(a.status) && isSellerSide(v, a)

const RULES: Readonly<Record<MyListName, Rule>> = {
  activeBuying,
  persistentProxy: (a, v) => a.proxies.some((p) => p.userId === v.id && p.persistent),
  activeSelling,
  won,
  sold: (a, v) => ACCEPTED.includes(a.status) && isSellerSide(v, a),
  unsold: (a, v) => (MAKE_OFFER.includes(a.status) || a.status === 'ended_killed') && isSellerSide(v, a),
  negotiationBuying,
  negotiationSelling,
  needsFinalization: (a, v, done, e) => won(a, v, done, e) && !done.has(a.id),
  pendingProxy: (a, v) => SCHEDULED.includes(a.status) && a.proxies.some((p) => p.userId === v.id),
  active: (a, v, done, e) => activeBuying(a, v, done, e) || activeSelling(a, v, done, e),
  negotiation: (a, v, done, e) => negotiationBuying(a, v, done, e) || negotiationSelling(a, v, done, e),
  finalized: (a, v, done, e) => done.has(a.id) && isParty(e, a, v),
}

/** The viewer's auctions in one list: running ones soonest end first, ended ones most recent first. */
export const myList = (engine: Engine, viewer: User, name: MyListName): Auction[] => {
  const { finalized } = myAuctionsState(engine)
  const rule = RULES[name]
  const picked = [...engine.world.auctions.values()].filter((a) => rule(a, viewer, finalized, engine))
  const running = name === 'activeBuying' || name === 'activeSelling' || name === 'active' || name === 'pendingProxy'
  return picked.sort((x, y) => (running ? x.endTime - y.endTime : y.endTime - x.endTime) || x.id - y.id)
}

/** Whether the viewer's dealerships are a party (seller or high bidder) of the auction. */
export const isParty = (engine: Engine, auction: Auction, viewer: User): boolean =>
  isSellerSide(viewer, auction) || isBuyerSide(engine, viewer, auction)
