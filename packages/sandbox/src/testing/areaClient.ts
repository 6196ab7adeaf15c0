import type { GatewayName } from '../gateways'
import type { NodeSandbox } from '../node'

/** A bare fetch against any gateway of the Node sandbox, for the areas' handler tests. */
export const areaClient = (sandbox: NodeSandbox, gateway: GatewayName, token?: string) => {
  return async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const form = init.body instanceof FormData
    const headers: Record<string, string> = {
      ...(init.body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    }
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await fetch(`${sandbox.baseUrls[gateway]}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined
        ? {}
        : {
            body: form
              ? (init.body as FormData)
              : typeof init.body === 'string'
                ? init.body
                : JSON.stringify(init.body),
          }),
    })
    const text = await response.text()
    const json = (response.headers.get('content-type') ?? '').includes('json')
    return {
      status: response.status,
      headers: response.headers,
      text,
      // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
      body: json && text ? (JSON.parse(text) as any) : null,
    }
  }
}
