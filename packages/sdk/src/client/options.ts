/** What a 401 hook learns (shell.md 8: "HTTP 401 ... web: go to /logout unless it is a login-type call"). */
export interface UnauthorizedInfo {
  /** 401, or 400 from the token refresh ("HTTP 400 on token refresh", shell.md 8). */
  readonly status: number
  /** The operationId, e.g. `refreshTokens`. */
  readonly operation: string
  /** True for sign-in calls, whose 401 means wrong credentials rather than an expired session. */
  readonly isLoginCall: boolean
}

/** Retry tuning; the budgets themselves come from the spec (marketplace.md 9) per operation. */
export interface RetryOptions {
  /** Overrides the retry budget of an operation, by operationId: `{ placeBid: 2 }`. */
  readonly budgets?: Readonly<Record<string, number>>
  /** The first backoff step (default 300 ms); step n waits up to `baseDelayMs * 2^n`. */
  readonly baseDelayMs?: number
  /** The longest backoff step (default 10 s). */
  readonly maxDelayMs?: number
  /** Jitter source in [0, 1) (default Math.random). */
  readonly random?: () => number
}

/** Options every gateway client takes. */
export interface SdkClientOptions {
  /** The gateway's base URL, from `/config.json` (`gateways.identity`, `gateways.buying`). */
  readonly baseUrl: string
  /** The fetch to use; by default `globalThis.fetch`, looked up on every call (so MSW and test doubles see it). */
  readonly fetch?: (request: Request) => Promise<Response>
  /** The current access token, or null when signed out. Called before every call that needs a bearer. */
  readonly getAccessToken?: () => Promise<string | null>
  /** Sent as `X-Client-Version`. */
  readonly clientVersion: string
  /** IANA time zone sent as `X-Client-Timezone`; by default the runtime's. */
  readonly timezone?: string
  /** Called with the `X-Server-Time` of every response and the local clock when it arrived (shell.md 4.2). */
  readonly onServerTime?: (serverMs: number, localMs: number) => void
  /** Called on a 401 (and a 400 from the token refresh) before the call rejects. */
  readonly onUnauthorized?: (info: UnauthorizedInfo) => void
  /** True while the user is idle: data requests are not sent (shell.md 4.2). */
  readonly isIdle?: () => boolean
  /** False while offline: no request is sent. By default `navigator.onLine` where it exists. */
  readonly isOnline?: () => boolean
  /** The timeout of each attempt in ms (default 30 000). */
  readonly timeoutMs?: number
  readonly retry?: RetryOptions
}
