import { fileURLToPath } from 'node:url'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'

export const CONSUMER = 'gavel-web'
export const PROVIDERS = {
  identity: 'gavel-identity',
  buying: 'gavel-buying',
  realtime: 'gavel-realtime',
  search: 'gavel-search',
  notifications: 'gavel-notifications',
  terms: 'gavel-terms',
  loyalty: 'gavel-loyalty',
  settings: 'gavel-settings',
  constants: 'gavel-constants',
} as const
export const PACT_DIR = fileURLToPath(new URL('../../../contracts/pacts', import.meta.url))

export const pactWith = (provider: string) =>
  new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' })

/** Headers every designed response carries (ADR 0001). */
export const jsonResponseHeaders = {
  'Content-Type': MatchersV3.regex('^application/json', 'application/json'),
  'X-Server-Time': MatchersV3.regex('^[0-9]+$', '1790000000000'),
}

/** The SDK's client headers (shell.md 7), as the provider will see them. */
export const clientRequestHeaders = {
  'X-Client-Type': 'desktop',
  'X-Client-OS': 'web',
  'X-Client-Version': MatchersV3.string('1.0.0'),
}

export const sdkOptions = (baseUrl: string) =>
  ({ baseUrl, clientVersion: '1.0.0', timezone: 'America/Chicago', retry: { budgets: {} } }) as const
