import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.wasm'])

/** Vite's hashed file names (`index-B1a2c3D4.js`) never change content: cache them for a year. */
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/
export const cacheControlFor = (path: string): string =>
  HASHED.test(path) && !path.endsWith('.html') ? 'public, max-age=31536000, immutable' : 'no-cache'

type Encoding = 'br' | 'gzip' | 'identity'

const pickEncoding = (req: IncomingMessage): Encoding => {
  const accept = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return 'identity'
}

/**
 * Who may frame the app's pages (ADR 0029 "/jwt-embed": framable only by allowed parents; docs/adr/0026): the
 * embeddable pages (/jwt-embed, /market-report/embed) by the partner sites, every other page by the app only.
 */
export const EMBED_PARENT_ORIGINS = ['https://www.gavel.example', 'https://partners.gavel.example'] as const
const EMBEDDABLE = new Set(['/jwt-embed', '/market-report/embed'])
export const frameAncestorsFor = (urlPath: string): string =>
  EMBEDDABLE.has(urlPath.replace(/\/+$/, ''))
    ? `frame-ancestors 'self' ${EMBED_PARENT_ORIGINS.join(' ')}`
    : "frame-ancestors 'self'"

/**
 * Serves the built web app: files under `root`, `Cache-Control` by name (hashed assets immutable, the rest
 * revalidated), brotli or gzip when the client accepts it (the build's precompressed `.br` at quality 11 when there
 * is one, else compressed once per file version), and index.html
 * for any other GET path (the SPA's own routes), with a `frame-ancestors` policy on HTML.
 */
export const createStaticFiles = (root: string) => {
  const base = resolve(root)
  const compressed = new Map<string, Buffer>()

  const fileFor = async (urlPath: string): Promise<{ path: string; size: number; mtime: number } | null> => {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    const path = normalize(join(base, decoded))
    if (path !== base && !path.startsWith(base + sep)) return null
    try {
      const info = await stat(path)
      return info.isFile() ? { path, size: info.size, mtime: info.mtimeMs } : null
    } catch {
      return null
    }
  }

  /** The build's own `{file}.br` (brotli 11, `apps/web/precompress.ts`), when it is not older than the file. */
  const precompressed = async (file: { path: string; mtime: number }): Promise<Buffer | undefined> => {
    try {
      const info = await stat(`${file.path}.br`)
      if (!info.isFile() || info.mtimeMs < file.mtime) return undefined
      const body = await readFile(`${file.path}.br`)
      compressed.set(`${file.path}:${file.mtime}:br`, body)
      return body
    } catch {
      return undefined
    }
  }

  const send = async (
    req: IncomingMessage,
    res: ServerResponse,
    file: { path: string; size: number; mtime: number },
    urlPath: string,
  ) => {
    const ext = extname(file.path)
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(file.path),
      vary: 'Accept-Encoding',
      ...(ext === '.html' ? { 'content-security-policy': frameAncestorsFor(urlPath) } : {}),
    }
    const encoding = COMPRESSIBLE.has(ext) && file.size > 1024 ? pickEncoding(req) : 'identity'
    if (encoding === 'identity') {
      res.writeHead(200, { ...headers, 'content-length': String(file.size) })
      if (req.method === 'HEAD') return res.end()
      return createReadStream(file.path).pipe(res)
    }
    const key = `${file.path}:${file.mtime}:${encoding}`
    let body = compressed.get(key) ?? (encoding === 'br' ? await precompressed(file) : undefined)
    if (!body) {
      const raw = await readFile(file.path)
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(raw, { level: 9 })
      compressed.set(key, body)
    }
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** True when it answered (a file, or index.html as the SPA fallback). */
  return async (req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const exact = urlPath.endsWith('/') ? null : await fileFor(urlPath)
    // A missing file (it has an extension) is a 404; any other path is one of the app's routes.
    const looksLikeFile = extname(urlPath) !== '' && extname(urlPath) !== '.html'
    const file = exact ?? (looksLikeFile ? null : await fileFor('/index.html'))
    if (!file) return false
    await send(req, res, file, urlPath)
    return true
  }
}
