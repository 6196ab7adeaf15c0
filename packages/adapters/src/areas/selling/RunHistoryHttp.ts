import { type AuctionId, NotFound } from '@gavel/domain'
import { type RunChanges, RunHistory } from '@gavel/domain/areas/selling'
import { createSavedAuctionsClient, type SavedAuctionsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import type { ContainerModuleLoadOptions } from 'inversify'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { guardOrThrow } from '../../support/guarded'
import { callGateway } from '../../support/toDomainError'
import { isRunChangesWire } from '../../wire/guards/generated/isRunChangesWire'

const Id = Schema.Int.check(Schema.isGreaterThan(0))
const Money = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
const Problem = Schema.Struct({ section: Schema.String, question: Schema.String, answer: Schema.String })
/** The run changes payload (docs/adr/0024), the source of its generated guard (docs/adr/0039). */
export const RunChangesWire = Schema.Struct({
  auction_id: Id,
  run_number: Schema.Int,
  previous_auction_id: Schema.NullOr(Id),
  odometer: Schema.Struct({ previous: Schema.NullOr(Schema.Int), current: Schema.Int }),
  photos: Schema.Struct({ previous: Schema.NullOr(Schema.Int), current: Schema.Int }),
  problems_added: Schema.Array(Problem),
  problems_fixed: Schema.Array(Problem),
  runs: Schema.Array(
    Schema.Struct({
      auction_id: Id,
      run_number: Schema.Int,
      start_price: Money,
      reserve: Schema.NullOr(Money),
      high_bid: Schema.NullOr(Money),
      status: Schema.String,
      ended_at: Schema.NullOr(Schema.Number),
    }),
  ),
})
const decode = guardOrThrow(isRunChangesWire, 'run changes')

/** Maps the wire's snake_case to the domain's names (ids and dollars are branded by the domain's types only). */
export const toRunChanges = (payload: unknown): RunChanges => {
  const w = decode(payload)
  return {
    auctionId: w.auction_id as AuctionId,
    runNumber: w.run_number,
    previousAuctionId: w.previous_auction_id as AuctionId | null,
    odometer: w.odometer,
    photos: w.photos,
    problemsAdded: w.problems_added,
    problemsFixed: w.problems_fixed,
    runs: w.runs.map((r) => ({
      auctionId: r.auction_id as AuctionId,
      runNumber: r.run_number,
      startPrice: r.start_price as RunChanges['runs'][number]['startPrice'],
      reserve: r.reserve as RunChanges['runs'][number]['reserve'],
      highBid: r.high_bid as RunChanges['runs'][number]['highBid'],
      status: r.status,
      endedAt: (r.ended_at === null ? null : r.ended_at * 1000) as RunChanges['runs'][number]['endedAt'],
    })),
  }
}

/** GET launch/v1/auctions/{id}/changes (docs/adr/0024): 404 means the auction has no runs, so null. */
export class RunHistoryHttp implements RunHistory {
  constructor(private readonly client: SavedAuctionsClient) {}

  async changes(auctionId: AuctionId): Promise<RunChanges | null> {
    try {
      const { data } = await callGateway(() =>
        this.client.GET('/launch/v1/auctions/{auctionId}/changes', { params: { path: { auctionId } } }),
      )
      return toRunChanges(data)
    } catch (error) {
      if (error instanceof NotFound) return null
      throw error
    }
  }
}

/**
 * Binds RunHistory once: both the selling area (/saved/{id}) and the auction detail area (/auction/{id}, where
 * buyers see it) call this, and whichever loads first binds it.
 */
export const bindRunHistory = ({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void => {
  if (isBound(RunHistory.key)) return
  bind<RunHistory>(RunHistory.key)
    .toDynamicValue((ctx) => new RunHistoryHttp(createSavedAuctionsClient(sdkClientOptions(ctx, 'savedauctions'))))
    .inSingletonScope()
}
