import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'
import { systemClock } from '../engine/clock'
import { cryptoTokens } from '../engine/createEngine'
import { gatewayUrls } from '../gateways'
import { createHandlers } from '../handlers/createHandlers'
import { createSandboxCore, type SandboxCore } from '../sandbox'
import { accountOf, mailTo } from '../world/account'
import { corsHeaders } from './cors'
import { sendJson, toFetchRequest, writeFetchResponse } from './nodeBridge'
import { applyProviderState } from './providerStates'
import { createRealtimeServer } from './realtimeServer'
import { type RuntimeConfig, runtimeConfig } from './runtimeConfig'
import { createStaticFiles } from './staticFiles'

export interface SandboxServerOptions {
  /** Default 4173; 0 picks a free port. */
  readonly port?: number
  /** Default '127.0.0.1'. */
  readonly host?: string
  /** The built web app (apps/web/dist); without it only the gateways, realtime and config are served. */
  readonly staticDir?: string
  readonly seed?: number
  readonly auctions?: number
  /** How often the engine catches up with real time (ms). Default 250. */
  readonly tickMs?: number
  /** Where to write one line per request and errors. Default: silent. */
  readonly log?: (line: string) => void
}

export interface SandboxServer {
  /** `http://host:port/` — the app when `staticDir` is given. */
  readonly url: string
  readonly origin: string
  readonly config: RuntimeConfig
  /** The current world and engine (a provider-state reset replaces them). */
  core(): SandboxCore
  /** Runtime handlers before the sandbox's own (e.g. `makeBidFail(409)` for an e2e journey). */
  use(...handlers: RequestHandler[]): void
  resetHandlers(): void
  /** Closes every open realtime socket. */
  dropRealtime(): void
  close(): Promise<void>
}

/**
 * The sandbox as a real local server (`docs/architecture.md` Sandbox): gateways under `/gw/{gateway}` answered by the
 * MSW handlers through `getResponse`, the realtime socket at `/realtime`, `/config.json`, the built web app,
 * Pact provider states at `POST /_pact/provider-states`, the mailbox of sent e-mails (reset links) at
 * `GET /_sandbox/mailbox?to={email}`. The engine follows real time (`setInterval`, unref'd),
 * so two browser windows bid against each other and against the background dealers.
 */
export const startSandboxServer = async (options: SandboxServerOptions = {}): Promise<SandboxServer> => {
  const log = options.log ?? (() => {})
  const makeCore = () =>
    createSandboxCore(systemClock, {
      tokens: cryptoTokens,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.auctions === undefined ? {} : { auctions: options.auctions }),
    })
  let core = makeCore()
  let origin = ''
  let handlers: RequestHandler[] = []
  let extra: RequestHandler[] = []
  const rebuildHandlers = () => {
    handlers = createHandlers(core.engine, {
      baseUrls: gatewayUrls(origin),
    })
  }
  const realtime = createRealtimeServer(() => core.engine)
  const staticFiles = options.staticDir ? createStaticFiles(options.staticDir) : null
  const providerContext = {
    core: () => core,
    reset: () => {
      core = makeCore()
      rebuildHandlers()
      realtime.dropAll()
    },
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const cors = corsHeaders(req)
    const path = new URL(req.url ?? '/', origin).pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      return void res.end()
    }
    if (path === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendJson(res, 200, runtimeConfig(req, origin), { ...cors, 'cache-control': 'no-store' })
    }
    if (path.startsWith('/gw/')) {
      const response = await getResponse([...extra, ...handlers], await toFetchRequest(req, origin))
      if (response) return writeFetchResponse(res, response, cors)
      return sendJson(
        res,
        404,
        { message: `No operation ${req.method} ${path}.` },
        { ...cors, 'x-server-time': String(core.engine.now()) },
      )
    }
    if (path === '/_pact/provider-states' && req.method === 'POST') {
      const request = await toFetchRequest(req, origin)
      const body = (await request.json().catch(() => ({}))) as { state?: unknown; params?: unknown; action?: unknown }
      const result = applyProviderState(
        providerContext,
        String(body.state ?? ''),
        (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Record<string, unknown>,
        typeof body.action === 'string' ? body.action : 'setup',
      )
      return sendJson(res, result.ok ? 200 : 400, result.ok ? result.values : { error: result.message }, cors)
    }
    if (path === '/_sandbox/mailbox' && req.method === 'GET') {
      const to = new URL(req.url ?? '/', origin).searchParams.get('to') ?? ''
      return sendJson(
        res,
        200,
        { messages: mailTo(accountOf(core.engine), to) },
        { ...cors, 'cache-control': 'no-store' },
      )
    }
    if (staticFiles && (await staticFiles(req, res, path))) return
    const hint = staticFiles
      ? 'Not found.'
      : 'Gavel sandbox: no web app is served here (build apps/web and use npm start).'
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...cors })
    res.end(hint)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    res.on('finish', () =>
      log(`${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - started)}ms`),
    )
    handle(req, res).catch((error: unknown) => {
      log(`error ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`)
      if (!res.headersSent) sendJson(res, 500, { message: 'The sandbox failed to answer.' })
      else res.end()
    })
  })
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname === '/realtime') realtime.upgrade(req, socket, head)
    else socket.destroy()
  })

  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4173, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  rebuildHandlers()
  const ticker = setInterval(() => core.engine.tick(), options.tickMs ?? 250)
  ticker.unref()

  return {
    url: `${origin}/`,
    origin,
    config: runtimeConfig(undefined, origin),
    core: () => core,
    use: (...more) => {
      extra = [...more, ...extra]
    },
    resetHandlers: () => {
      extra = []
    },
    dropRealtime: () => realtime.dropAll(),
    close: async () => {
      clearInterval(ticker)
      await realtime.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
