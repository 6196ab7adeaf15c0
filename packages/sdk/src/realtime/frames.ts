/**
 * The realtime frames of ADR 0001 (contracts/realtime/live-messages.schema.json). The SDK reads only `op` and
 * `channel`; the rest of a message (`type`, `auction`, `sent_at`) goes to the handler as parsed JSON, for the
 * adapters to decode.
 */

/** client → server */
export type ClientFrame =
  | { readonly op: 'auth'; readonly token: string }
  | { readonly op: 'subscribe'; readonly channel: string }
  | { readonly op: 'unsubscribe'; readonly channel: string }
  | { readonly op: 'ping' }

/** A server `message` frame as parsed JSON: `{ op: 'message', channel, type, auction, sent_at }`. */
export interface RealtimeMessage {
  readonly op: 'message'
  readonly channel: string
  readonly [field: string]: unknown
}

export type ServerFrame =
  | { readonly op: 'pong' }
  | { readonly op: 'subscribed'; readonly channel: string }
  | RealtimeMessage

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Parses one text frame; anything that is not a frame the client knows is `undefined` (ignored). */
export function parseServerFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== 'string') return undefined
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return undefined
  }
  if (!isRecord(value)) return undefined
  if (value.op === 'pong') return { op: 'pong' }
  if ((value.op === 'message' || value.op === 'subscribed') && typeof value.channel === 'string') {
    return value as ServerFrame
  }
  return undefined
}

export const encodeFrame = (frame: ClientFrame): string => JSON.stringify(frame)

/** Channel names (shell.md 7): live updates, ended updates and the user's own channel. */
export const channels = {
  updates: (auctionId: number | string) => `updates.${auctionId}`,
  endedUpdates: (auctionId: number | string) => `ended_updates.${auctionId}`,
  user: (userId: number | string) => `user.${userId}`,
} as const
