import { type OperationTable, operation } from '../client/operations.js'

/**
 * The identity gateway's operations (contracts/openapi/identity.yaml). Sign-in is never retried (the dealer
 * presses the button again); refresh and reads are syncing calls, retried 3 times (shell.md 9).
 */
export const identityOperations: OperationTable = {
  'POST /api/legacylogin/v2': operation('signInLegacy', { bearer: false, loginCall: true, dataRequest: false }),
  'POST /api/login': operation('signIn', { bearer: false, loginCall: true, dataRequest: false }),
  'POST /api/v2/tokenrefresh': operation('refreshTokens', {
    bearer: false,
    dataRequest: false,
    retries: 3,
    unauthorizedStatuses: [400, 401],
  }),
  'POST /bff/identity/user/logout': operation('signOut', { dataRequest: false }),
  'GET /user/{id}': operation('getUser', { retries: 3 }),
  'GET /user/login_data': operation('getLoginData', { retries: 3 }),
  'GET /api/feature_flags': operation('getFeatureFlags', { retries: 3 }),
}
