import type { Auction } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime } from '../kit/replies'
import { wholeNumber } from '../kit/request'
import { searchHttp } from './searchHttp'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const SOLD = new Set(['ended_accepted', 'counter_accepted', 'counter_original_accepted'])
const NOT_ENDED = new Set(['active', 'preview', 'run_list', 'staging'])
const BANDS = [
  { key: 'under_10k', label: 'Under $10,000', below: 10_000 },
  { key: '10k_20k', label: '$10,000 – $19,999', below: 20_000 },
  { key: '20k_35k', label: '$20,000 – $34,999', below: 35_000 },
  { key: 'over_35k', label: '$35,000 and over', below: Number.POSITIVE_INFINITY },
] as const

type GroupBy = 'make' | 'price_band'

const hammer = (a: Auction): number | null => (SOLD.has(a.status) ? (a.bids.at(-1)?.amount ?? null) : null)
const bandOf = (a: Auction) => {
  const price = a.bids.at(-1)?.amount ?? a.startPrice
  return BANDS.find((b) => price < b.below) ?? BANDS[3]
}
const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((s, v) => s + v, 0) / values.length)

/** ADR 0043: one segment's figures over `weeks` weeks ending at `now`. */
const segmentOf = (key: string, label: string, auctions: readonly Auction[], now: number, weeks: number) => {
  const start = now - weeks * WEEK_MS
  const sold = auctions.filter((a) => hammer(a) !== null)
  const weekly = Array.from({ length: weeks }, (_, i) => {
    const from = start + i * WEEK_MS
    const prices = sold.filter((a) => a.endTime > from && a.endTime <= from + WEEK_MS).map((a) => hammer(a) as number)
    return { week_start: Math.floor(from / 1000), sold_count: prices.length, average_hammer_price: average(prices) }
  })
  const withSales = weekly.filter((w) => w.average_hammer_price !== null)
  const first = withSales[0]?.average_hammer_price
  const last = withSales.at(-1)?.average_hammer_price
  const trend =
    withSales.length >= 2 && first && last !== null && last !== undefined
      ? Math.round(((last - first) / first) * 1000) / 10
      : null
  return {
    key,
    label,
    offered_count: auctions.length,
    sold_count: sold.length,
    sell_through_rate: auctions.length === 0 ? 0 : Math.round((sold.length / auctions.length) * 1000) / 1000,
    average_hammer_price: average(sold.map((a) => hammer(a) as number)),
    trend_pct: trend,
    weekly,
  }
}

/** The market report of the auctions that ended in the last `weeks` weeks (ADR 0043). */
export const marketReport = (auctions: Iterable<Auction>, now: number, groupBy: GroupBy, weeks: number) => {
  const start = now - weeks * WEEK_MS
  const ended = [...auctions].filter((a) => !NOT_ENDED.has(a.status) && a.endTime > start && a.endTime <= now)
  const groups = new Map<string, { label: string; auctions: Auction[] }>()
  for (const a of ended) {
    const band = bandOf(a)
    const [key, label] = groupBy === 'make' ? [a.vehicle.make, a.vehicle.make] : [band.key, band.label]
    const group = groups.get(key) ?? { label, auctions: [] }
    group.auctions.push(a)
    groups.set(key, group)
  }
  const segments = [...groups.entries()].map(([key, g]) => segmentOf(key, g.label, g.auctions, now, weeks))
  if (groupBy === 'price_band')
    segments.sort((a, b) => BANDS.findIndex((x) => x.key === a.key) - BANDS.findIndex((x) => x.key === b.key))
  else segments.sort((a, b) => b.sold_count - a.sold_count || a.label.localeCompare(b.label))
  return {
    group_by: groupBy,
    weeks,
    period_start: Math.floor(start / 1000),
    period_end: Math.floor(now / 1000),
    segments,
  }
}

/** GET /market-report on the search gateway: public, computed from the world's ended auctions (ADR 0043). */
export const marketReportHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = searchHttp(context)
  return [
    http.get('/market-report', ({ request, response }) => {
      engine.tick()
      const query = new URL(request.url).searchParams
      const groupBy = query.get('group_by') ?? 'make'
      const weeksRaw = query.get('weeks')
      const weeks = weeksRaw === null ? 4 : wholeNumber(weeksRaw)
      if (groupBy !== 'make' && groupBy !== 'price_band')
        return response.untyped(errorReply(engine, 'identity', 400, 'group_by must be make or price_band.'))
      if (weeks === undefined || weeks < 1 || weeks > 12)
        return response.untyped(errorReply(engine, 'identity', 400, 'weeks must be an integer from 1 to 12.'))
      const report = marketReport(engine.world.auctions.values(), engine.now(), groupBy, weeks)
      return response(200).json(report, serverTime(engine.now()))
    }),
  ]
}
