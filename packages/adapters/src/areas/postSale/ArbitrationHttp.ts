import type { AuctionId, DealerId } from '@gavel/domain'
import {
  type Arbitration,
  type ArbitrationAction,
  COMPLAINT_ISSUE_TYPE,
  type ComplaintReceipt,
  type ComplaintSubmission,
} from '@gavel/domain/areas/postSale'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toArbitrationActions, toComplaintId } from './postSaleWire'

/**
 * Arbitration (marketplace §7 GET bff/arbitrations/actions/{id}?dealer_id; POST issues {type, value, dealer_id}).
 * A complaint is an issue of type arbitration_complaint whose value is the complaint as JSON (docs/adr/0023).
 */
export class ArbitrationHttp implements Arbitration {
  constructor(private readonly client: BuyingClient) {}

  async actions(auctionId: AuctionId, dealerId: DealerId): Promise<readonly ArbitrationAction[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/arbitrations/actions/{id}', {
        params: { path: { id: auctionId }, query: { dealer_id: dealerId } },
      }),
    )
    return toArbitrationActions(data)
  }

  async submitComplaint(c: ComplaintSubmission): Promise<ComplaintReceipt> {
    const value = JSON.stringify({
      auction_id: c.auctionId,
      section_id: c.sectionId,
      question_id: c.questionId,
      question_title: c.questionTitle,
      feedback: c.feedback,
      odometer: c.odometer,
      evidences: c.evidences,
    })
    const { data } = await callGateway(
      () => this.client.POST('/issues', { body: { type: COMPLAINT_ISSUE_TYPE, value, dealer_id: c.dealerId } }),
      { action: true },
    )
    return { complaintId: toComplaintId(data) }
  }
}
