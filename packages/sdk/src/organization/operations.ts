import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The organization gateway's operations (contracts/openapi/organization.yaml): reads are retried 3 times; the
 * writes an admin makes (addresses, the team, bid approvals, ADR 0025) are not retried — the form reports the
 * failure, and an approval is never answered twice.
 */
export const organizationOperations: OperationTable = {
  'GET /address/{dealer}': read('listAddresses'),
  'GET /address/byid/{id}': read('getAddress'),
  'GET /address/{dealer}/paginate': read('pageAddresses'),
  'GET /organization/{id}': read('getOrganization'),
  'GET /contacts/transportprimary': read('getTransportPrimaryContact'),
  'GET /user/exists/{id}': read('userExists'),
  'POST /address/{dealer}': operation('addAddress'),
  'PUT /address/byid/{id}': operation('updateAddress'),
  'GET /organization/{id}/users': read('listTeam'),
  'POST /organization/{id}/users': operation('inviteTeamMember'),
  'PATCH /organization/{id}/users/{userId}': operation('updateTeamMember'),
  'DELETE /organization/{id}/users/{userId}': operation('removeTeamMember'),
  'GET /organization/{id}/bid-approvals': read('listBidApprovals'),
  'POST /organization/{id}/bid-approvals/{requestId}': operation('answerBidApproval'),
}
