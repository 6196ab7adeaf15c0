import { createPortId } from './portId'

/**
 * Whether the user is idle: "Idle after 5 minutes without activity; data requests are skipped while idle"
 * (shell §4.2). Listeners hear each change, idle (true) or active again (false).
 */
export interface UserActivity {
  isIdle(): boolean
  subscribe(listener: (idle: boolean) => void): () => void
}
export const UserActivity = createPortId<UserActivity>('user-activity')
