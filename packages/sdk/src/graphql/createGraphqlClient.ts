import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import { NO_DATA_MESSAGE } from '../errors/messages.js'
import { SdkError } from '../errors/SdkError.js'
import { graphqlHttpOperations } from './operations.js'
import type { GraphqlError, GraphqlRequest, GraphqlResponse } from './types.js'

/** The one path of the GraphQL endpoint, typed for openapi-fetch. */
interface GraphqlPaths {
  '/graphql': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never }
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never }
      requestBody: { content: { 'application/json': GraphqlRequest } }
      responses: { 200: { headers: { [name: string]: unknown }; content: { 'application/json': GraphqlResponse } } }
    }
  }
}

export interface GraphqlCallOptions {
  /** Aborts the call (it rejects with a `canceled` SdkError). */
  readonly signal?: AbortSignal
}

export interface GraphqlClient {
  /**
   * POSTs `{query, variables}` to `{baseUrl}/graphql` and resolves with `data`. Rejects with an `SdkError` on an
   * `errors` array (message of the first error), on a missing or null `data` ('No data retrieved from request'), and
   * as every SDK call does on HTTP errors, timeouts, the network and idleness.
   */
  query<T>(operation: string, variables?: Readonly<Record<string, unknown>>, options?: GraphqlCallOptions): Promise<T>
}

const UNAUTHENTICATED = 'UNAUTHENTICATED'

const rejectErrors = (errors: readonly GraphqlError[], status: number): SdkError => {
  const messages = errors.map((e) => e.message).filter((m) => typeof m === 'string' && m.length > 0)
  const codes = errors.flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []))
  return new SdkError({
    kind: 'http',
    status: codes.includes(UNAUTHENTICATED) ? 401 : status,
    operation: 'graphql',
    ...(messages[0] === undefined ? {} : { message: messages[0] }),
    details: messages,
    codes,
  })
}

/**
 * A GraphQL client of the buying gateway's `/graphql` (marketplace.md 7 "GraphQL"; contracts/graphql/schema.graphql)
 * through the same middleware as the REST clients: client headers, bearer, idle cancel, retries, server time and the
 * 401 hook. shell.md 8: "Graphql errors array | rejected; subscription without data reports 'No data retrieved from
 * request'" and "GraphQL 401 | report and go to /logout" — an HTTP 401, or an error coded UNAUTHENTICATED, calls
 * `onUnauthorized` and rejects.
 *
 * @example
 * const graphql = createGraphqlClient({ ...common, baseUrl: config.gateways.buying })
 * const { counts } = await graphql.query<GraphqlData['Counts']>(graphqlOperations.Counts, { filters: [] })
 */
export const createGraphqlClient = (options: SdkClientOptions): GraphqlClient => {
  const client = createGatewayClient<GraphqlPaths>(options, graphqlHttpOperations)
  return {
    async query<T>(operation: string, variables?: Readonly<Record<string, unknown>>, call: GraphqlCallOptions = {}) {
      const body: GraphqlRequest = variables === undefined ? { query: operation } : { query: operation, variables }
      const { data: answer, response } = await client.POST('/graphql', {
        body,
        ...(call.signal === undefined ? {} : { signal: call.signal }),
      })
      const errors = answer?.errors
      if (Array.isArray(errors) && errors.length > 0) {
        const error = rejectErrors(errors, response.status)
        if (error.status === 401)
          try {
            options.onUnauthorized?.({ status: 401, operation: 'graphql', isLoginCall: false })
          } catch {
            // A failing hook must not replace the call's own error.
          }
        throw error
      }
      if (answer?.data === undefined || answer.data === null)
        throw new SdkError({
          kind: 'malformed',
          status: response.status,
          operation: 'graphql',
          message: NO_DATA_MESSAGE,
        })
      return answer.data as T
    },
  }
}
