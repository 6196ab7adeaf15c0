import type { GatewayName } from '../gateways'
import type { NodeSandbox } from '../node'

export interface AreaCall {
  readonly method?: string
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

/** A bare fetch against any gateway of the Node sandbox, for the area handlers' own tests. */
export const areaGateway = (sandbox: NodeSandbox, gateway: GatewayName, token?: string) => {
  return async (path: string, init: AreaCall = {}) => {
    const headers: Record<string, string> = {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    }
    const response = await fetch(`${sandbox.baseUrls[gateway]}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const type = response.headers.get('Content-Type') ?? ''
    const text = type.includes('json') || type === '' ? await response.text() : ''
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
    const body = text ? (JSON.parse(text) as any) : null
    return { status: response.status, headers: response.headers, body, response }
  }
}
