import { LiveMessage } from '@gavel/domain'
import { LiveFrameWire } from '../liveMessageWire'

/**
 * The Schemas that get a generated guard (docs/adr/0021), by the guard's name: the payloads a bidding storm decodes
 * thousands of times a second. `npm run guards:generate` writes `generated/guards.ts` from them; the guards' test
 * fails when that file no longer matches, and holds each guard to its Schema.
 */
export const guardedSchemas = {
  isLiveFrameWire: LiveFrameWire,
  isLiveMessage: LiveMessage,
} as const
