/** The same key within 24 h returns the first response (ADR 0001, ADR 0029 "bids and offers on retry"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/** First outcomes by (user, key), forgotten after the window. */
export const createIdempotencyStore = <T>() => {
  const entries = new Map<string, { readonly value: T; readonly at: number }>()
  const sweep = (now: number): void => {
    for (const [key, entry] of entries) if (now - entry.at >= IDEMPOTENCY_WINDOW_MS) entries.delete(key)
  }
  return {
    get(userId: number, key: string, now: number): T | undefined {
      const entry = entries.get(`${userId}:${key}`)
      return entry && now - entry.at < IDEMPOTENCY_WINDOW_MS ? entry.value : undefined
    },
    remember(userId: number, key: string, value: T, now: number): void {
      if (entries.size > 50_000) sweep(now)
      entries.set(`${userId}:${key}`, { value, at: now })
    },
  }
}
