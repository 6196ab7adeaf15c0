import type { MyAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toMyAuctionWire } from '../../wire/myAuctionWire'
import { type MyListName, myList } from '../../world/myAuctionsLists'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'

type ListPath =
  | '/bff/myacv/active/buying'
  | '/v3/myacv/auctions/buying/active'
  | '/buying/persistent_proxy'
  | '/buying/won'
  | '/bff/auctions/buying/won'
  | '/selling/sold'
  | '/negotiation/buying'
  | '/negotiation/selling'
  | '/myacv/needs_finalization'
  | '/myacv/pending_proxy'
  | '/myacv/active'
  | '/myacv/negotiation'

/** Which list each path answers (marketplace §7 My auctions; the Buying BFF's myacv GETs). */
const LISTS: Readonly<Record<ListPath, MyListName>> = {
  '/bff/myacv/active/buying': 'activeBuying',
  '/v3/myacv/auctions/buying/active': 'activeBuying',
  '/buying/persistent_proxy': 'persistentProxy',
  '/buying/won': 'won',
  '/bff/auctions/buying/won': 'won',
  '/selling/sold': 'sold',
  '/negotiation/buying': 'negotiationBuying',
  '/negotiation/selling': 'negotiationSelling',
  '/myacv/needs_finalization': 'needsFinalization',
  '/myacv/pending_proxy': 'pendingProxy',
  '/myacv/active': 'active',
  '/myacv/negotiation': 'negotiation',
}

/** The my-auctions lists, derived from the world's auctions for the bearer's dealerships (our design). */
export const myAuctionsListHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<MyAuctionsPaths>({ baseUrl: baseUrls.myauctions })
  const rows = (request: Request, name: MyListName) => {
    const who = signedIn(engine, 'easypass', request)
    if (who.reply) return who
    const results = myList(engine, who.user, name).map((a) => toMyAuctionWire(engine, a, who.user, baseUrls.buying))
    return { results }
  }
  return [
    ...Object.entries(LISTS).map(([path, name]) =>
      http.get(path as ListPath, ({ request, response }) => {
        const out = rows(request, name)
        if ('reply' in out) return response.untyped(out.reply)
        return response(200).json({ results: out.results, total: out.results.length }, serverTime(engine.now()))
      }),
    ),
    http.get('/bff/myacv/active/selling', ({ request, response }) => {
      const out = rows(request, 'activeSelling')
      if ('reply' in out) return response.untyped(out.reply)
      return response(200).json(
        { data: { auctions: out.results, total: out.results.length } },
        serverTime(engine.now()),
      )
    }),
  ]
}
