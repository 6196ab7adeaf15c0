import type { IncomingMessage, ServerResponse } from 'node:http'

const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'expect',
])

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/** A fetch `Request` for MSW's `getResponse`, at `origin` whatever Host the client used. */
export const toFetchRequest = async (req: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  })
}

/** Writes a fetch `Response` to Node's response, with extra headers (CORS). */
export const writeFetchResponse = async (
  res: ServerResponse,
  response: Response,
  extra: Record<string, string> = {},
): Promise<void> => {
  const headers: Record<string, string> = { ...extra }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = response.status === 204 || response.status === 304 ? null : Buffer.from(await response.arrayBuffer())
  if (body) headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body ?? undefined)
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...extra,
  })
  res.end(text)
}
