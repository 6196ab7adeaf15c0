import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/** The organization gateway's operations (contracts/openapi/organization.yaml): every call is a read, retried 3 times. */
export const organizationOperations: OperationTable = {
  'GET /address/{dealer}': read('listAddresses'),
  'GET /address/byid/{id}': read('getAddress'),
  'GET /address/{dealer}/paginate': read('pageAddresses'),
  'GET /organization/{id}': read('getOrganization'),
  'GET /contacts/transportprimary': read('getTransportPrimaryContact'),
  'GET /user/exists/{id}': read('userExists'),
}
