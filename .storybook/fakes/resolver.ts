import {
  AuctionBidding,
  AuctionCatalog,
  AuctionListing,
  Clock,
  type EpochMillis,
  epochMillis,
  IdGenerator,
  LiveAuctionFeed,
  type PortId,
  type PortResolver,
  SessionControl,
} from '@gavel/domain'

/** The ports the ui's screens use; a story overrides any of them with `parameters.services`. */
export interface StoryServices {
  readonly listing: AuctionListing
  readonly catalog: AuctionCatalog
  readonly bidding: AuctionBidding
  readonly feed: LiveAuctionFeed
  readonly session: SessionControl
  readonly clock: Clock
  readonly ids: IdGenerator
}

/** A resolver over plain objects; asking for a port the story did not provide throws with its name. */
export const fakeResolver = (services: StoryServices): PortResolver => {
  const table = new Map<symbol, unknown>([
    [AuctionListing.key, services.listing],
    [AuctionCatalog.key, services.catalog],
    [AuctionBidding.key, services.bidding],
    [LiveAuctionFeed.key, services.feed],
    [SessionControl.key, services.session],
    [Clock.key, services.clock],
    [IdGenerator.key, services.ids],
  ])
  return {
    resolve: <T>(port: PortId<T>): T => {
      if (!table.has(port.key)) throw new Error(`No fake for port ${port.name} in this story`)
      return table.get(port.key) as T
    },
  }
}

/** The browser's clock as the server clock (stories have no offset). */
export const realClock = (): Clock => ({ now: (): EpochMillis => epochMillis(Date.now()), offsetMs: () => 0 })

/** Ids 'story-key-1', 'story-key-2', ... */
export const sequentialIds = (prefix = 'story-key'): IdGenerator & { issued: string[] } => {
  const issued: string[] = []
  return {
    issued,
    next: () => {
      const id = `${prefix}-${issued.length + 1}`
      issued.push(id)
      return id
    },
  }
}
