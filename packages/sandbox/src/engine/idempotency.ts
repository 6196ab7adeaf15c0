/** The same key within 24 h returns the first response (ADR 0001, ADR 0029 "bids and offers on retry"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * First outcomes by (user, key), forgotten after the window. Entries are kept in the order they were remembered
 * (a key remembered again moves to the end), so forgetting reads only the expired ones at the front: a storm of
 * bids costs one lookup each, not a scan of every key still inside the window (which, past 50,000 keys, held the
 * sandbox to about 3,000 bids a second: docs/adr/0048).
 */
export const createIdempotencyStore = <T>() => {
  const entries = new Map<string, { readonly value: T; readonly at: number }>()
  const sweep = (now: number): void => {
    for (const [key, entry] of entries) {
      if (now - entry.at < IDEMPOTENCY_WINDOW_MS) return
      entries.delete(key)
    }
  }
  return {
    get(userId: number, key: string, now: number): T | undefined {
      const entry = entries.get(`${userId}:${key}`)
      return entry && now - entry.at < IDEMPOTENCY_WINDOW_MS ? entry.value : undefined
    },
    remember(userId: number, key: string, value: T, now: number): void {
      sweep(now)
      const id = `${userId}:${key}`
      entries.delete(id)
      entries.set(id, { value, at: now })
    },
    /** Keys remembered and not yet forgotten. */
    get size(): number {
      return entries.size
    },
  }
}
