import type { EpochMillis } from '../model/ids'
import { createPortId } from './portId'

/** The server's clock as this client knows it: local time corrected by the measured offset (shell §4.2). */
export interface Clock {
  now(): EpochMillis
  /** Server time minus local time, in milliseconds, from the last server-time header. */
  offsetMs(): number
}
export const Clock = createPortId<Clock>('clock')
