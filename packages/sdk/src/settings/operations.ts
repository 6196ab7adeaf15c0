import { type OperationTable, operation } from '../client/operations.js'

/**
 * The settings gateway's operations (contracts/openapi/settings.yaml). Reads are syncing calls, retried 3 times
 * (marketplace.md 9). PUTs and the key-value POST replace a value, so repeating them is safe: retried 3 times.
 * The profile PATCH is a user's edit and is not retried (the form reports the failure); nor is the offboarding
 * questionnaire's POST (sent once; a second send answers 409, ADR 0036).
 */
export const settingsOperations: OperationTable = {
  'GET /bff/settings': operation('listSettings', { retries: 3 }),
  'PUT /bff/settings': operation('saveSettings', { retries: 3 }),
  'GET /bff/settings/sms': operation('getSmsSettings', { retries: 3 }),
  'PUT /bff/settings/sms': operation('saveSmsSettings', { retries: 3 }),
  'GET /query-engine/user/key_value': operation('getUserValue', { retries: 3 }),
  'POST /query-engine/user/key_value': operation('setUserValue', { retries: 3 }),
  'PATCH /bff/user': operation('updateProfile'),
  'GET /myacv/dealership/{id}/logo': operation('getDealershipLogo', { retries: 3 }),
  'GET /bff/offboarding': operation('getOffboarding', { retries: 3 }),
  'POST /bff/offboarding': operation('submitOffboarding'),
}
