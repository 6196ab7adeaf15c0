import type { Session } from '../model/session'
import { createPortId } from './portId'

/**
 * Where the session survives a reload and is shared across tabs (shell §4.2: "stored tokens").
 * `subscribe` reports writes made by other windows.
 */
export interface SessionVault {
  read(): Session | null
  write(session: Session): void
  clear(): void
  subscribe(listener: (session: Session | null) => void): () => void
}
export const SessionVault = createPortId<SessionVault>('session-vault')
