/**
 * The /jwt-embed whitelist (shell §2.2): the target names an embedding parent may ask for, and the page each
 * opens. Names are kebab-case (docs/adr/0011).
 */
export const JWT_EMBED_TARGETS = {
  'active-buying': '/myacv/active/buying',
  performance: '/myacv/performance',
  invoices: '/myacv/billing/invoices/open',
  'pending-proxy': '/myacv/pendingproxy',
  saved: '/myacv/saved',
  'market-report': '/market-report',
  'request-inspection-new': '/myacv/request-inspection/new',
  capital: '/capital',
  inventory: '/myacv/myinventory',
  'guaranteed-sale': '/myacv/guaranteed-sale',
  'transportation-hub': '/transportation-hub',
  'transportation-quote': '/transportation-hub/quote',
} as const
export type JwtEmbedTargetName = keyof typeof JWT_EMBED_TARGETS

/** The path of a whitelisted /jwt-embed target, or null for anything not on the list. */
export const jwtEmbedTarget = (name: string | null | undefined): string | null =>
  typeof name === 'string' && Object.hasOwn(JWT_EMBED_TARGETS, name)
    ? JWT_EMBED_TARGETS[name as JwtEmbedTargetName]
    : null
