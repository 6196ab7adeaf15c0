import {
  AuctionDocuments,
  AuctionInsights,
  AuctionsById,
  auctionId,
  dealerId,
  MalformedResponse,
  NotFound,
  ServiceUnavailable,
} from '@gavel/domain'
import { SCENARIO_AUCTION_IDS } from '@gavel/sandbox'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app
const insights = () => app.services.resolve(AuctionInsights)
const OUTBID = auctionId(SCENARIO_AUCTION_IDS.buyerOutbid)

describe('AuctionInsightsHttp and AuctionDocumentsHttp against the sandbox (marketplace §7 Single auction)', () => {
  it('reads the auction with its detail fields, and the secondary reads of its page', async () => {
    await signIn('buyer')
    const auction = await app.services.resolve(AuctionsById).getById(OUTBID)
    expect(auction.gallery?.[0]?.large).toBe(auction.images?.large)
    expect(auction.conditionReport?.sections.length).toBeGreaterThan(0)
    expect(auction.dealershipMemberBids?.[0]?.bidderEmail).toBe('buyer@gavel.test')

    expect(await insights().notificationInfo(OUTBID)).toMatchObject({ auctionId: OUTBID, outbid: true })
    const seller = await insights().sellerPerformance(auction.seller.dealerId)
    expect(seller.dealershipName).toBe(auction.seller.dealershipName)
    const carfax = await insights().carfax(auction.vehicle.vin, OUTBID, dealerId(101))
    expect(carfax.vin).toBe(auction.vehicle.vin)
    const views = await insights().recordView(OUTBID)
    expect(views).toBe(auction.viewCount + 1)
  })

  it('downloads the bill of sale of a won auction as a PDF, and refuses it to others', async () => {
    await signIn('outstanding')
    const won = auctionId(SCENARIO_AUCTION_IDS.outstandingWon[0])
    const file = await app.services.resolve(AuctionDocuments).billOfSale(won)
    expect(file.contentType).toBe('application/pdf')
    expect(file.fileName).toBe(`bill-of-sale-${won}.pdf`)
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-')
    await app.session().signOut()
    await signIn('buyer')
    await expect(app.services.resolve(AuctionDocuments).billOfSale(won)).rejects.toBeInstanceOf(ServiceUnavailable)
  })

  it('says NotFound for an unknown dealership and MalformedResponse for a payload that breaks the contract', async () => {
    await signIn('buyer')
    await expect(insights().sellerPerformance(dealerId(99_999))).rejects.toBeInstanceOf(NotFound)
    app.sandbox.server.use(http.get('*/auction/:id/notification_info', () => HttpResponse.json({ auction_id: 'x' })))
    await expect(insights().notificationInfo(OUTBID)).rejects.toBeInstanceOf(MalformedResponse)
  })
})
