import type { NodeSandbox } from '../node'
import { areaClient } from './areaClient'

/** Bare fetches against the identity and buying gateways of the Node sandbox, for the sandbox's own tests. */
export const gatewayClient = (sandbox: NodeSandbox, token?: string) => ({
  identity: areaClient(sandbox, 'identity', token),
  buying: areaClient(sandbox, 'buying', token),
})
