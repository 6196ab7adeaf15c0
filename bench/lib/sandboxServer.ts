import { fileURLToPath } from 'node:url'
import { startSandboxServer } from '@gavel/sandbox/node'

/** The web build served: apps/web/dist, or `BENCH_WEB_DIST` (a copy set aside, for A/B runs of two builds). */
export const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url))

/** The real sandbox host serving the production build on a free port. */
export const startServer = (options: { readonly auctions?: number } = {}) =>
  startSandboxServer({ port: 0, host: '127.0.0.1', staticDir: webDist, ...options })
