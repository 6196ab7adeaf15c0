import type { Session } from '../model/session'
import type { SessionVault } from '../ports/SessionVault'

/**
 * Stored tokens shared by "windows": several vaults built on one `SharedStorage` see each other's writes
 * through `subscribe`, as BroadcastChannel would deliver them (the writer is not notified).
 */
export class SharedStorage {
  session: Session | null = null
  readonly vaults = new Set<InMemorySessionVault>()
  writes = 0
}

export class InMemorySessionVault implements SessionVault {
  private readonly listeners = new Set<(session: Session | null) => void>()

  constructor(readonly storage: SharedStorage = new SharedStorage()) {
    storage.vaults.add(this)
  }

  read(): Session | null {
    return this.storage.session
  }

  write(session: Session): void {
    this.publish(session)
  }

  clear(): void {
    this.publish(null)
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private publish(session: Session | null): void {
    this.storage.session = session
    this.storage.writes += 1
    for (const vault of this.storage.vaults) {
      if (vault !== this) for (const listener of vault.listeners) listener(session)
    }
  }
}
