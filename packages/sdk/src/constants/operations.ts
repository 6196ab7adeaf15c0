import { type OperationTable, operation } from '../client/operations.js'

/** The constants gateway's one operation (contracts/openapi/constants.yaml): a read, retried 3 times (marketplace.md 9). */
export const constantsOperations: OperationTable = {
  'GET /constants/{key}': operation('getConstant', { retries: 3 }),
}
