import { mkdirSync, writeFileSync } from 'node:fs'
import { bidInp } from './bidInp.bench'
import { buyingActive } from './buyingActive.bench'
import { coldLoad } from './coldLoad.bench'
import { idealCardsLive } from './idealCardsLive.bench'
import { idealLive } from './idealLive.bench'
import { idealScroll } from './idealScroll.bench'
import { idealSocketLive } from './idealSocketLive.bench'
import { jsWeight } from './jsWeight.bench'
import { liveThroughput } from './liveThroughput.bench'
import { pageFloor } from './pageFloor.bench'
import { realtimeReconnect } from './realtimeReconnect.bench'
import { savedAuctions } from './savedAuctions.bench'
import { scroll } from './scroll.bench'
import { sdkClientSize } from './sdkClientSize.bench'
import { sdkOverhead } from './sdkOverhead.bench'
import { startup } from './startup.bench'

interface BenchResult {
  readonly name: string
  readonly results: readonly { readonly metric: string; readonly value: string; readonly raw: number }[]
}

const benches: Record<string, () => Promise<BenchResult>> = {
  jsWeight,
  startup,
  sdkOverhead,
  sdkClientSize,
  realtimeReconnect,
  liveThroughput,
  idealLive,
  idealCardsLive,
  idealSocketLive,
  scroll,
  idealScroll,
  coldLoad,
  bidInp,
  buyingActive,
  savedAuctions,
  pageFloor,
}

/**
 * `npm run bench [name…]`: runs the benchmarks one at a time (never beside a build), prints a table and writes
 * bench/results/latest.json. Not part of `npm test`: numbers, not pass/fail.
 */
const main = async () => {
  const wanted = process.argv.slice(2)
  const names = wanted.length > 0 ? wanted : Object.keys(benches)
  const all: BenchResult[] = []
  for (const name of names) {
    const bench = benches[name]
    if (!bench) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`)
    const result = await bench()
    all.push(result)
    for (const r of result.results) console.log(`${result.name} — ${r.metric}: ${r.value}`)
  }
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
  writeFileSync(new URL('./results/latest.json', import.meta.url), `${JSON.stringify(all, null, 2)}\n`)
}

await main()
