import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'

/** One launch of a saved auction: which saved auction, its run number and the auction of the run before. */
export interface RunRecord {
  readonly savedAuctionId: number
  readonly runNumber: number
  readonly previousAuctionId: number | null
}

/** The runs of saved auctions by auction id (docs/adr/0024-run-changes.md). */
export const runHistoryState = (engine: Engine) => areaState(engine, 'runHistory', () => new Map<number, RunRecord>())

/** Records a launch; called by the launch with the saved auction's previous auction (null on its first run here). */
export const recordRun = (engine: Engine, auctionId: number, run: RunRecord): void => {
  runHistoryState(engine).set(auctionId, run)
}

/** The auction's runs, oldest first, ending with the auction itself; empty when it was not launched here. */
export const runsUpTo = (engine: Engine, auctionId: number): { auctionId: number; run: RunRecord }[] => {
  const runs: { auctionId: number; run: RunRecord }[] = []
  let id: number | null = auctionId
  while (id !== null) {
    const run = runHistoryState(engine).get(id)
    if (!run) break
    runs.unshift({ auctionId: id, run })
    id = run.previousAuctionId
  }
  return runs
}
