import type { MyAuctionsComponents, MyAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { toEpochSeconds } from '../../wire/liveAuction'
import { inTitleList, type TitleListName, type TitleRecord, titleStateAt, titlesOf } from '../../world/titles'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'

type TitleWire = MyAuctionsComponents['schemas']['Title']
const LISTS: readonly TitleListName[] = ['urgent', 'due_soon', 'recently_sold', 'closed', 'open', 'pre_sale']
const seconds = (ms: number | null) => (ms === null ? null : toEpochSeconds(ms))

export const toTitleWire = (engine: Engine, t: TitleRecord, now: number): TitleWire => {
  const state = titleStateAt(engine, t, now)
  return {
    id: t.id,
    auction_id: t.auctionId,
    dealer_id: t.dealerId,
    side: t.side,
    vin: t.vehicle.vin,
    year: t.vehicle.year,
    make: t.vehicle.make,
    model: t.vehicle.model,
    counterparty: t.counterparty,
    sale_price: t.salePrice,
    status: state.status,
    problem: t.problem,
    sold_at: seconds(t.soldAt),
    title_due_at: seconds(state.titleDueAt),
    received_at: seconds(state.receivedAt),
    paid_at: seconds(state.paidAt),
    sent_at: seconds(state.sentAt),
    delivered_at: seconds(state.deliveredAt),
  }
}

/** Every title of the user's dealerships with its state at `now`, soonest due first. */
export const titlesOfUser = (engine: Engine, user: User, now: number) =>
  user.memberships
    .flatMap((m) => titlesOf(engine, m.dealerId))
    .map((title) => ({ title, state: titleStateAt(engine, title, now) }))
    .sort(
      (a, b) =>
        (a.state.titleDueAt ?? Number.MAX_SAFE_INTEGER) - (b.state.titleDueAt ?? Number.MAX_SAFE_INTEGER) ||
        a.title.id - b.title.id,
    )

/** GET titles?list= (docs/adr/0027): one list of the bearer's titles and every list's count. */
export const titleHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<MyAuctionsPaths>({ baseUrl: baseUrls.myauctions })
  return [
    http.get('/titles', ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const list = new URL(request.url).searchParams.get('list') as TitleListName | null
      if (list === null || !LISTS.includes(list))
        return response.untyped(
          errorReply(engine, 'easypass', 400, `list must be one of ${LISTS.join(', ')}.`, 'validation'),
        )
      const now = engine.now()
      const all = titlesOfUser(engine, who.user, now)
      const count = (name: TitleListName) => all.filter((t) => inTitleList(t.state, name)).length
      return response(200).json(
        {
          list,
          titles: all.filter((t) => inTitleList(t.state, list)).map((t) => toTitleWire(engine, t.title, now)),
          counts: {
            urgent: count('urgent'),
            due_soon: count('due_soon'),
            recently_sold: count('recently_sold'),
            closed: count('closed'),
            open: count('open'),
            pre_sale: count('pre_sale'),
          },
        },
        serverTime(now),
      )
    }),
  ]
}
