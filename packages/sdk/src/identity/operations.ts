import { type OperationTable, operation } from '../client/operations.js'

/**
 * The identity gateway's operations (contracts/openapi/identity.yaml). Sign-in (password, legacy, SSO) is never
 * retried (the dealer presses the button again; an SSO token works once); refresh and reads are syncing calls,
 * retried 3 times (shell.md 9), and so is the read-only user-exists check. Password reset and adding users are
 * writes a retry could repeat: not retried. The reset calls need no bearer; setting a new password is a login-type
 * call, so its 401 never sends anyone to /logout.
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
  'POST /api/sso': operation('signInWithSso', { bearer: false, loginCall: true, dataRequest: false }),
  'POST /api/passwordreset/request': operation('requestPasswordReset', { bearer: false, dataRequest: false }),
  'POST /api/passwordreset': operation('resetPassword', { bearer: false, loginCall: true, dataRequest: false }),
  'POST /api/user/exists': operation('checkUserExists', { retries: 3 }),
  'POST /api/user': operation('createUser'),
  'POST /api/user/saga': operation('createUserSaga'),
  'GET /api/extendedinfotoken': operation('getExtendedInfoToken', { retries: 3 }),
  'GET /api/buyingmatrix/token': operation('getBuyingMatrixToken', { retries: 3 }),
  'GET /credits/balance': operation('getCreditBalance', { retries: 3 }),
}
