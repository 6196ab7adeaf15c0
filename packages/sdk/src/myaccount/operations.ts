import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/** The my-account gateway's operations (contracts/openapi/myaccount.yaml): every call is a read, retried 3 times. */
export const myAccountOperations: OperationTable = {
  'GET /seller_performance_metrics/{id}': read('getSellerPerformance'),
  'GET /fee-schedule/buyer': read('getBuyerFeeSchedule'),
  'GET /invoice/summary': read('getInvoiceSummary'),
  'GET /invoice': read('listInvoices'),
  'GET /invoice/export': read('exportInvoices'),
  'GET /invoice/download': read('downloadInvoice'),
}
