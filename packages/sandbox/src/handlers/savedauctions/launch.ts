import type { SavedAuctionsComponents, SavedAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toEpochSeconds } from '../../wire/liveAuction'
import { toSavedAuctionWire } from '../../wire/savedAuctionWire'
import { sellingTypes } from '../../world/dealerships'
import { LANE_IDS, laneAdmits } from '../../world/lanes'
import { checkLaunch, type LaunchPayload, launch, recordFor, refreshStatus } from '../../world/savedAuctionsLaunch'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, wholeNumber } from '../kit/request'
import { launchPayloadProblem } from './launchPayload'

type Schemas = SavedAuctionsComponents['schemas']
const LANE_NAMES: Record<number, Schemas['LaunchLane']> = {
  [LANE_IDS.live]: 'live_auction',
  [LANE_IDS.noReservePreview]: 'no_reserve_preview',
  [LANE_IDS.guaranteedSale]: 'guaranteed_sale',
  [LANE_IDS.private]: 'private_lane',
  [LANE_IDS.event]: 'event_lane',
}

/** Launch details, one launch and the all-or-nothing bulk launch (marketplace §7 Saved auctions, §8). */
export const launchHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SavedAuctionsPaths>({ baseUrl: baseUrls.savedauctions })
  const notFound = (id: unknown) =>
    errorReply(engine, 'easypass', 404, `Saved auction ${String(id)} was not found.`, 'not_found')
  const mineRecord = (user: User, id: number | undefined) => {
    const record = id === undefined ? undefined : recordFor(engine, id)
    if (!record || !user.memberships.some((m) => m.dealerId === record.dealerId)) return undefined
    refreshStatus(engine, record)
    return record
  }
  const canSell = (user: User, dealerId: number) =>
    user.role !== 'readonly' && sellingTypes.includes(engine.world.dealerships.get(dealerId)?.type ?? 2)
  const resultOf = (payload: LaunchPayload, auctionId: number) => {
    const auction = engine.world.auctions.get(auctionId)
    if (!auction) throw new Error(`launched auction ${auctionId} is missing`)
    return {
      saved_auction_id: payload.saved_auction_id,
      auction_id: auction.id,
      status: 'submitted' as const,
      auction_status: auction.status as 'active' | 'preview' | 'run_list',
      start_time: toEpochSeconds(auction.startTime),
      end_time: toEpochSeconds(auction.endTime),
    }
  }
  return [
    http.get('/launch/v1/{id}/details', ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const record = mineRecord(who.user, wholeNumber(params.id))
      if (!record) return response.untyped(notFound(params.id))
      const lanes = [...engine.world.lanes.values()]
        .filter((l) => laneAdmits(l, record.dealerId))
        .map((l) => ({ lane: LANE_NAMES[l.id] ?? 'event_lane', lane_id: l.id, display_name: l.displayName }))
      return response(200).json(
        {
          saved_auction: toSavedAuctionWire(engine, record),
          lanes,
          durations_in_seconds: [3600, 7200, 86_400],
          title_options: ['title_present', 'title_absent', 'title_in_transit'],
          can_launch: record.status === 'complete' && canSell(who.user, record.dealerId),
        },
        serverTime(engine.now()),
      )
    }),
    http.post('/launch/v1/{id}/launch_auction', async ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      const problem = launchPayloadProblem(body)
      if (problem) return response.untyped(errorReply(engine, 'easypass', 400, problem, 'invalid_request'))
      const payload = body as LaunchPayload
      const record = mineRecord(who.user, wholeNumber(params.id))
      const refusal = checkLaunch(engine, who.user, record, payload)
      if (refusal || !record) {
        const r = refusal ?? {
          status: 404,
          detail: `Saved auction ${String(params.id)} was not found.`,
          code: 'not_found',
        }
        return response.untyped(errorReply(engine, 'easypass', r.status, r.detail, r.code))
      }
      if (record.id !== payload.saved_auction_id)
        return response.untyped(
          errorReply(engine, 'easypass', 409, 'saved_auction_id must match the path.', 'mismatch'),
        )
      const auction = launch(engine, who.user, record, payload)
      return response(200).json(resultOf(payload, auction.id), serverTime(engine.now()))
    }),
    http.post('/launch/v1/bulk_auction_launch', async ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const body = await readJson(request)
      if (!Array.isArray(body) || body.length === 0 || body.length > 50)
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            400,
            'The body must be an array of 1 to 50 launch payloads.',
            'invalid_request',
          ),
        )
      const problem = body.map(launchPayloadProblem).find((p) => p !== undefined)
      if (problem) return response.untyped(errorReply(engine, 'easypass', 400, problem, 'invalid_request'))
      const payloads = body as LaunchPayload[]
      const seen = new Set<number>()
      const refusals = payloads.flatMap((payload) => {
        const record = mineRecord(who.user, payload.saved_auction_id)
        const refusal = seen.has(payload.saved_auction_id)
          ? { detail: 'This saved auction appears twice in the bulk launch.', code: 'duplicate' }
          : checkLaunch(engine, who.user, record, payload)
        seen.add(payload.saved_auction_id)
        if (!refusal) return []
        const { detail, code } = refusal
        const { saved_auction_id, vin } = payload
        const errors = [{ message: detail, code }]
        return [{ saved_auction_id, vin, success: false, auction_id: null, errors, detail, code }]
      })
      if (refusals.length > 0) return response(400).json(refusals, serverTime(engine.now()))
      const results = payloads.map((payload) => {
        const record = mineRecord(who.user, payload.saved_auction_id)
        if (!record) throw new Error('checked saved auction is missing')
        const auction = launch(engine, who.user, record, payload)
        return {
          saved_auction_id: payload.saved_auction_id,
          vin: payload.vin,
          success: true,
          auction_id: auction.id,
          errors: [],
        }
      })
      return response(200).json(results, serverTime(engine.now()))
    }),
  ]
}
