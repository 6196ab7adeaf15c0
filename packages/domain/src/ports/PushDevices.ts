import { createPortId } from './portId'

/**
 * Push device registration of the notification service (shell §7 "push device register: GET, POST
 * {device_token, previous_token}, DELETE"; marketplace §7). Rejects with the domain's errors.
 */
export interface PushDevices {
  /** Registers this browser's token, replacing the token it held before (null the first time). */
  register(deviceToken: string, previousToken: string | null): Promise<void>
  /** Removes this browser's token (on logout). */
  unregister(deviceToken: string): Promise<void>
}
export const PushDevices = createPortId<PushDevices>('push-devices')
