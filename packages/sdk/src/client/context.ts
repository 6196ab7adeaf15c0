import { type OperationPolicy, type OperationTable, policyOf } from './operations.js'
import type { SdkClientOptions } from './options.js'

/** What every middleware of one gateway client shares: the client's options and its operation table. */
export interface GatewayContext {
  readonly options: SdkClientOptions
  readonly policy: (request: Request, schemaPath: string) => OperationPolicy
}

export const gatewayContext = (options: SdkClientOptions, table: OperationTable): GatewayContext => ({
  options,
  policy: (request, schemaPath) => policyOf(table, request.method, schemaPath),
})
