import type { NodeSandbox } from '../node'

/** A bare fetch against the Node sandbox's gateways, for the sandbox's own tests. */
export const gatewayClient = (sandbox: NodeSandbox, token?: string) => {
  const call = async (
    gateway: 'identity' | 'buying',
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    }
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await fetch(`${sandbox.baseUrls[gateway]}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    })
    const text = await response.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the gateway answered
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null }
  }
  return {
    identity: (path: string, init?: Parameters<typeof call>[2]) => call('identity', path, init),
    buying: (path: string, init?: Parameters<typeof call>[2]) => call('buying', path, init),
  }
}
