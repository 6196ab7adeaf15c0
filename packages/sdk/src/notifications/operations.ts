import { type OperationTable, operation } from '../client/operations.js'

/**
 * The notifications gateway's operations (contracts/openapi/notifications.yaml). Reads are syncing calls, retried
 * 3 times (marketplace.md 9); marking seen or read is idempotent on the server (marking twice changes nothing), so
 * it is retried 3 times too. Registering or removing a push device is not retried.
 */
export const notificationsOperations: OperationTable = {
  'GET /messages/all': operation('listNotifications', { retries: 3 }),
  'GET /messages/recent': operation('listRecentNotifications', { retries: 3 }),
  'GET /messages/app_launch': operation('listLaunchMessages', { retries: 3 }),
  'POST /messages/seen': operation('markAllNotificationsSeen', { retries: 3 }),
  'POST /messages/read': operation('markAllNotificationsRead', { retries: 3 }),
  'POST /messages/{id}/read': operation('markNotificationRead', { retries: 3 }),
  'GET /register/device': operation('listPushDevices', { retries: 3 }),
  'POST /register/device': operation('registerPushDevice', { dataRequest: false }),
  'DELETE /register/device': operation('unregisterPushDevice', { dataRequest: false }),
}
