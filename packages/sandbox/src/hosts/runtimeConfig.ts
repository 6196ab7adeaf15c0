import type { IncomingMessage } from 'node:http'
import { type GatewayName, gatewayUrls } from '../gateways'

/** `/config.json` of ADR 0001: one build serves every environment; the sandbox names its own gateways. */
export interface RuntimeConfig {
  readonly environment: 'sandbox'
  readonly brand: string
  readonly gateways: Readonly<Record<GatewayName, string>>
  readonly realtime: string
}

const HOST = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9a-fA-F:]+\](:\d+)?$/

/**
 * Built from the Host the client used (so the app behind Vite's proxy keeps calling its own origin), falling
 * back to the server's origin when Host is missing or odd.
 */
export const runtimeConfig = (req: IncomingMessage | undefined, origin: string): RuntimeConfig => {
  const host = req?.headers.host
  const proto = req?.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  const base = host && HOST.test(host) ? `${proto}://${host}` : origin
  const ws = base.replace(/^http/, 'ws')
  return {
    environment: 'sandbox',
    brand: 'Gavel',
    gateways: gatewayUrls(base),
    realtime: `${ws}/realtime`,
  }
}
