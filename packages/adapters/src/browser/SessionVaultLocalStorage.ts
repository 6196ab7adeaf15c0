import type { Session, SessionVault } from '@gavel/domain'
import { isSession } from '../wire/guards/generated/guards'

const KEY = 'gavel.session'

/** The stored JSON, checked by the guard generated from the domain's `Session` Schema (docs/adr/0039). */
const decode = (raw: string): Session | null => {
  try {
    const value: unknown = JSON.parse(raw)
    return isSession(value) ? value : null
  } catch {
    return null
  }
}

/**
 * The session in localStorage, shared by every window of the origin; other windows' writes arrive through
 * the `storage` event. A stored value that no longer decodes (an older shape, tampering) counts as signed out.
 */
export class SessionVaultLocalStorage implements SessionVault {
  constructor(
    private readonly storage: Storage = globalThis.localStorage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> = globalThis.window,
  ) {}

  read(): Session | null {
    return this.#parse(this.storage.getItem(KEY))
  }

  write(session: Session): void {
    this.storage.setItem(KEY, JSON.stringify(session))
  }

  clear(): void {
    this.storage.removeItem(KEY)
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener(this.#parse(event.newValue))
    }
    this.events.addEventListener('storage', onStorage)
    return () => this.events.removeEventListener('storage', onStorage)
  }

  #parse(raw: string | null): Session | null {
    if (raw === null) return null
    return decode(raw)
  }
}
