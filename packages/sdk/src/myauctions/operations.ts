import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The my-auctions gateway's operations (contracts/openapi/myauctions.yaml) with the spec's retry budgets
 * (marketplace.md 9): reads 3, offer actions 6 with one `Idempotency-Key` per intent.
 */
export const myAuctionsOperations: OperationTable = {
  'GET /bff/myacv/active/buying': read('listActiveBuying'),
  'GET /v3/myacv/auctions/buying/active': read('listActiveBuyingV3'),
  'GET /buying/persistent_proxy': read('listPersistentProxies'),
  'GET /bff/myacv/active/selling': read('listActiveSelling'),
  'GET /buying/won': read('listWon'),
  'GET /bff/auctions/buying/won': read('listWonBff'),
  'GET /selling/sold': read('listSold'),
  'GET /negotiation/buying': read('listBuyingNegotiations'),
  'GET /negotiation/selling': read('listSellingNegotiations'),
  'GET /myacv/needs_finalization': read('listNeedsFinalization'),
  'GET /myacv/pending_proxy': read('listPendingProxies'),
  'GET /myacv/active': read('listMyActive'),
  'GET /myacv/negotiation': read('listMyNegotiations'),
  'GET /bff/offers': read('listOffers'),
  'GET /v2/offers': read('listOffersV2'),
  'GET /bff/deals': read('listDeals'),
  'GET /bff/deals/{id}': read('getDeal'),
  'PUT /bff/deals/{id}': operation('actOnDeal', { retries: 6, idempotent: true }),
  'PUT /v2/offers/{id}': operation('actOnOffer', { retries: 6, idempotent: true }),
  'GET /titles': read('listTitles'),
  'GET /export/{list}': read('exportList'),
  'GET /finalized/{id}/dealer_license': read('downloadDealerLicense'),
  'GET /finalized/{id}/resale_certificate': read('downloadResaleCertificate'),
}
