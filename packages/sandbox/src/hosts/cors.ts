import type { IncomingMessage } from 'node:http'

/**
 * CORS for other origins (Storybook's and Vite's dev servers, a second app on another port): any origin may
 * call the sandbox, with the headers the SDK sends, and read `X-Server-Time`.
 */
export const corsHeaders = (req: IncomingMessage): Record<string, string> => {
  const origin = req.headers.origin
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      req.headers['access-control-request-headers'] ??
      'Authorization, Content-Type, Idempotency-Key, X-Client-Version, X-Client-Type, X-Client-OS, X-Client-Timezone',
    'access-control-expose-headers': 'X-Server-Time',
    'access-control-max-age': '600',
  }
}
