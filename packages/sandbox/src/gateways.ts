/**
 * Every gateway the sandbox answers, each under `/gw/{name}` (ADR 0001: one base URL per gateway). Adding a
 * gateway means adding its name here; hosts, /config.json and the Node defaults follow.
 */
export const GATEWAYS = [
  'identity',
  'buying',
  'search',
  'myauctions',
  'notifications',
  'terms',
  'loyalty',
  'savedauctions',
  'settings',
  'transport',
  'organization',
  'constants',
  'capital',
  'myaccount',
  'inventory',
] as const
export type GatewayName = (typeof GATEWAYS)[number]

/** Base URL of each gateway under an origin. */
export const gatewayUrls = (origin: string): Record<GatewayName, string> =>
  Object.fromEntries(GATEWAYS.map((name) => [name, `${origin}/gw/${name}`])) as Record<GatewayName, string>
