import type { SavedAuctionsComponents, SavedAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { reportAndPhotosOf } from '../../wire/auctionDetailsWire'
import { toEpochSeconds } from '../../wire/liveAuction'
import { runsUpTo } from '../../world/runHistory'
import { dealerIdsOf } from '../../world/savedAuctions'
import type { Auction } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { wholeNumber } from '../kit/request'

type Problem = SavedAuctionsComponents['schemas']['RunProblem']

const problemsOf = (auctionId: number): Problem[] =>
  reportAndPhotosOf(auctionId).sections.flatMap((s) =>
    s.questions.filter((q) => q.flagged).map((q) => ({ section: s.title, question: q.title, answer: q.answer })),
  )
const keyOf = (p: Problem) => `${p.section}\u0000${p.question}\u0000${p.answer}`
const ENDED = (a: Auction) => a.status !== 'active' && a.status !== 'preview' && a.status !== 'run_list'

/** GET launch/v1/auctions/{auctionId}/changes (docs/adr/0024-run-changes.md): a run against the run before it. */
export const runChangesHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SavedAuctionsPaths>({ baseUrl: baseUrls.savedauctions })
  return [
    http.get('/launch/v1/auctions/{auctionId}/changes', ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.auctionId)
      const runs = id === undefined ? [] : runsUpTo(engine, id)
      const current = id === undefined ? undefined : engine.world.auctions.get(id)
      if (!current || runs.length === 0)
        return response.untyped(
          errorReply(engine, 'easypass', 404, `Auction ${String(params.auctionId)} has no runs.`, 'not_found'),
        )
      const seller = dealerIdsOf(who.user).includes(current.sellerDealerId)
      const last = runs.at(-1)!
      const previousId = last.run.previousAuctionId
      const previous = previousId === null ? undefined : engine.world.auctions.get(previousId)
      const before = previous ? new Map(problemsOf(previous.id).map((p) => [keyOf(p), p])) : new Map<string, Problem>()
      const now = new Map(problemsOf(current.id).map((p) => [keyOf(p), p]))
      return response(200).json(
        {
          auction_id: current.id,
          run_number: last.run.runNumber,
          previous_auction_id: previous?.id ?? null,
          odometer: { previous: previous?.vehicle.odometer ?? null, current: current.vehicle.odometer },
          photos: {
            previous: previous ? reportAndPhotosOf(previous.id).photos : null,
            current: reportAndPhotosOf(current.id).photos,
          },
          problems_added: previous ? [...now].filter(([k]) => !before.has(k)).map(([, p]) => p) : [],
          problems_fixed: previous ? [...before].filter(([k]) => !now.has(k)).map(([, p]) => p) : [],
          runs: runs.flatMap(({ auctionId, run }) => {
            const a = engine.world.auctions.get(auctionId)
            if (!a) return []
            return [
              {
                auction_id: a.id,
                run_number: run.runNumber,
                start_price: a.startPrice,
                reserve: seller ? a.floorPrice : null,
                high_bid: a.bids.at(-1)?.amount ?? null,
                status: a.status,
                ended_at: ENDED(a) ? toEpochSeconds(a.endTime) : null,
              },
            ]
          }),
        },
        serverTime(engine.now()),
      )
    }),
  ]
}
