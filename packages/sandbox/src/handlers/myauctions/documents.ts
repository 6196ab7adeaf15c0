import type { MyAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { toEpochSeconds } from '../../wire/liveAuction'
import { minimalPdf, pdfResponse } from '../../wire/pdf'
import { ACCEPTED } from '../../world/myAuctions'
import { isParty, type MyListName, myList } from '../../world/myAuctionsLists'
import { type SavedAuctionRecord, savedAuctionsOf } from '../../world/savedAuctions'
import { inTitleList } from '../../world/titles'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { wholeNumber } from '../kit/request'
import { titlesOfUser } from './titles'

const savedCsv = (records: readonly SavedAuctionRecord[]): string =>
  [
    'id,vin,year,make,model,status,amount,date',
    ...records.map((r) =>
      [
        r.id,
        r.vehicle.vin,
        r.vehicle.year,
        r.vehicle.make,
        r.vehicle.model,
        r.status,
        r.previousReserve ?? '',
        new Date(r.updatedAt).toISOString().slice(0, 10),
      ]
        .map(csvCell)
        .join(','),
    ),
  ].join('\n')

/**
 * The list each export reads (our design; `saved` is answered by the saved-auctions area, the two title exports by
 * the title records of docs/adr/0027: in process = the open titles, finalized = the delivered ones).
 */
const EXPORTS: Readonly<Record<string, MyListName | 'saved' | 'titles:open' | 'titles:closed'>> = {
  won: 'won',
  sold: 'sold',
  unsold: 'unsold',
  saved: 'saved',
  titles_in_process: 'titles:open',
  titles_finalized: 'titles:closed',
}

const titlesCsv = (engine: Engine, user: User, list: 'open' | 'closed'): string => {
  const now = engine.now()
  return [
    'id,vin,year,make,model,status,amount,date',
    ...titlesOfUser(engine, user, now)
      .filter((t) => inTitleList(t.state, list))
      .map(({ title, state }) =>
        [
          title.auctionId,
          title.vehicle.vin,
          title.vehicle.year,
          title.vehicle.make,
          title.vehicle.model,
          state.status,
          title.salePrice ?? '',
          title.soldAt === null ? '' : new Date(title.soldAt).toISOString().slice(0, 10),
        ]
          .map(csvCell)
          .join(','),
      ),
  ].join('\n')
}

const csvCell = (value: string | number): string => {
  const text = String(value)
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const auctionCsv = (auctions: readonly Auction[]): string =>
  [
    'id,vin,year,make,model,status,amount,date',
    ...auctions.map((a) =>
      [
        a.id,
        a.vehicle.vin,
        a.vehicle.year,
        a.vehicle.make,
        a.vehicle.model,
        a.status,
        a.bids.at(-1)?.amount ?? '',
        new Date(toEpochSeconds(a.endTime) * 1000).toISOString().slice(0, 10),
      ]
        .map(csvCell)
        .join(','),
    ),
  ].join('\n')

/** CSV exports (the `saved` one from the saved-auctions area) and the finalized auction's documents (marketplace §7 My auctions). */
export const myAuctionsDocumentHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<MyAuctionsPaths>({ baseUrl: baseUrls.myauctions })
  const download = (kind: 'dealer_license' | 'resale_certificate') =>
    http.get(`/finalized/{id}/${kind}`, ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const auction = id === undefined ? undefined : engine.world.auctions.get(id)
      if (!auction || !ACCEPTED.includes(auction.status) || !isParty(engine, auction, who.user))
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            404,
            `No finalized auction ${String(params.id)} for your dealerships.`,
            'not_found',
          ),
        )
      const title = kind === 'dealer_license' ? 'Dealer license' : 'Resale certificate'
      const dealer = engine.world.dealerships.get(auction.bids.at(-1)?.dealerId ?? 0)?.name ?? 'Unknown'
      const pdf = minimalPdf([`${title} (sandbox)`, `Auction ${auction.id}`, `VIN ${auction.vehicle.vin}`, dealer])
      return response.untyped(pdfResponse(pdf, `${kind}-${auction.id}.pdf`, serverTime(engine.now()).headers))
    })
  return [
    http.get('/export/{list}', ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const list = EXPORTS[String(params.list)]
      if (!list)
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            400,
            `Unknown export '${String(params.list)}'; one of ${Object.keys(EXPORTS).join(', ')}.`,
            'invalid_request',
          ),
        )
      const csv =
        list === 'saved'
          ? savedCsv(savedAuctionsOf(engine, who.user))
          : list === 'titles:open' || list === 'titles:closed'
            ? titlesCsv(engine, who.user, list === 'titles:open' ? 'open' : 'closed')
            : auctionCsv(myList(engine, who.user, list))
      return response(200).text(csv, {
        headers: {
          ...serverTime(engine.now()).headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${String(params.list)}.csv"`,
        },
      })
    }),
    download('dealer_license'),
    download('resale_certificate'),
  ]
}
