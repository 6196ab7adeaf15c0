/**
 * @gavel/sdk — typed clients for every Gavel gateway and the realtime client (`docs/architecture.md`, SDK).
 * Wire-level only: no domain types. The contracts under `contracts/openapi` are the source of truth.
 */

export type { BuyingClient } from './buying/createBuyingClient.js'
export { createBuyingClient } from './buying/createBuyingClient.js'
export type { CapitalClient } from './capital/createCapitalClient.js'
export { createCapitalClient, isCapitalUser } from './capital/createCapitalClient.js'
export type { OperationPolicy } from './client/operations.js'
export type { RetryOptions, SdkClientOptions, UnauthorizedInfo } from './client/options.js'
export type { ConstantsClient } from './constants/createConstantsClient.js'
export { createConstantsClient } from './constants/createConstantsClient.js'
export {
  ABORTED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  IDLE_OR_OFFLINE_MESSAGE,
  NO_DATA_MESSAGE,
  TIMEOUT_MESSAGE,
} from './errors/messages.js'
export type { SdkErrorInit, SdkErrorKind } from './errors/SdkError.js'
export { isSdkError, SdkError } from './errors/SdkError.js'
export type { components as BuyingComponents, paths as BuyingPaths } from './generated/buying.js'
export type { components as CapitalComponents, paths as CapitalPaths } from './generated/capital.js'
export type { components as ConstantsComponents, paths as ConstantsPaths } from './generated/constants.js'
export type { components as IdentityComponents, paths as IdentityPaths } from './generated/identity.js'
export type { components as InventoryComponents, paths as InventoryPaths } from './generated/inventory.js'
export type { components as LoyaltyComponents, paths as LoyaltyPaths } from './generated/loyalty.js'
export type { components as MyAccountComponents, paths as MyAccountPaths } from './generated/myaccount.js'
export type { components as MyAuctionsComponents, paths as MyAuctionsPaths } from './generated/myauctions.js'
export type { components as NotificationsComponents, paths as NotificationsPaths } from './generated/notifications.js'
export type { components as OrganizationComponents, paths as OrganizationPaths } from './generated/organization.js'
export type { components as SavedAuctionsComponents, paths as SavedAuctionsPaths } from './generated/savedauctions.js'
export type { components as SearchComponents, paths as SearchPaths } from './generated/search.js'
export type { components as SettingsComponents, paths as SettingsPaths } from './generated/settings.js'
export type { components as TermsComponents, paths as TermsPaths } from './generated/terms.js'
export type { components as TransportComponents, paths as TransportPaths } from './generated/transport.js'
export type { GraphqlCallOptions, GraphqlClient } from './graphql/createGraphqlClient.js'
export { createGraphqlClient } from './graphql/createGraphqlClient.js'
export { graphqlOperations } from './graphql/operations.js'
export type {
  GraphqlAuctionPage,
  GraphqlCounts,
  GraphqlData,
  GraphqlError,
  GraphqlRequest,
  GraphqlResponse,
} from './graphql/types.js'
export type { IdentityClient } from './identity/createIdentityClient.js'
export { createIdentityClient } from './identity/createIdentityClient.js'
export type { InventoryClient } from './inventory/createInventoryClient.js'
export { createInventoryClient, multipartForm } from './inventory/createInventoryClient.js'
export type { LoyaltyClient } from './loyalty/createLoyaltyClient.js'
export { createLoyaltyClient } from './loyalty/createLoyaltyClient.js'
export type { MyAccountClient } from './myaccount/createMyAccountClient.js'
export { createMyAccountClient } from './myaccount/createMyAccountClient.js'
export type { MyAuctionsClient } from './myauctions/createMyAuctionsClient.js'
export { createMyAuctionsClient } from './myauctions/createMyAuctionsClient.js'
export type { NotificationsClient } from './notifications/createNotificationsClient.js'
export { createNotificationsClient } from './notifications/createNotificationsClient.js'
export type { OrganizationClient } from './organization/createOrganizationClient.js'
export { ADDRESS_PAGE_SIZE, allAddresses, createOrganizationClient } from './organization/createOrganizationClient.js'
export { createRealtimeClient } from './realtime/createRealtimeClient.js'
export type { ClientFrame, RealtimeMessage, ServerFrame } from './realtime/frames.js'
export { channels } from './realtime/frames.js'
export type {
  MessageHandler,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeStatus,
  WebSocketConstructor,
  WebSocketLike,
} from './realtime/options.js'
export type { SavedAuctionsClient } from './savedauctions/createSavedAuctionsClient.js'
export { createSavedAuctionsClient } from './savedauctions/createSavedAuctionsClient.js'
export type { SearchClient } from './search/createSearchClient.js'
export { createSearchClient } from './search/createSearchClient.js'
export type { SettingsClient } from './settings/createSettingsClient.js'
export { createSettingsClient } from './settings/createSettingsClient.js'
export type { TermsClient } from './terms/createTermsClient.js'
export { createTermsClient } from './terms/createTermsClient.js'
export type { TransportClient } from './transportGateway/createTransportClient.js'
export { createTransportClient, gatePassForm } from './transportGateway/createTransportClient.js'
