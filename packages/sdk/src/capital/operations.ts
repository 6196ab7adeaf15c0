import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The capital gateway's operations (contracts/openapi/capital.yaml): reads 3 retries; payments carry one
 * `Idempotency-Key` per intent (docs/adr/0027), so their retries answer the first payment instead of paying twice;
 * leads and line increases are never retried.
 */
export const capitalOperations: OperationTable = {
  'GET /account/user/exists': read('capitalUserExists'),
  'GET /account/details/dealer/{id}': read('getAccountDetails'),
  'GET /open-invoices': read('listOpenInvoices'),
  'GET /closed-invoices': read('listClosedInvoices'),
  'GET /invoice/auction/{id}': read('getAuctionInvoice'),
  'GET /invoice/fee/{id}': read('getAuctionFee'),
  'GET /fee/dealer/{id}': read('getFeeSchedule'),
  'GET /fee/out-of-range/dealer/{id}/amount/{amount}': read('checkFeeRange'),
  'GET /fee/eligibility/dealer/{id}': read('getFeeEligibility'),
  'GET /lead-generation/dealer/{id}': read('getLeadStatus'),
  'GET /onboarding/{id}/tasks': read('listOnboardingTasks'),
  'GET /v1/title/document/{id}': read('downloadTitleDocument'),
  'GET /bill_of_sale/{id}': read('downloadBillOfSale'),
  'GET /credits/balance': read('getCreditBalance'),
  'POST /payment': operation('payInvoice', { retries: 3, idempotent: true }),
  'POST /payments': operation('payInvoices', { retries: 3, idempotent: true }),
  'POST /account/lead': operation('submitLead'),
  'POST /request-line-increase': operation('requestLineIncrease'),
}
