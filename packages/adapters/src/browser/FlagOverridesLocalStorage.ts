import type { FlagOverrideMap, FlagOverrides } from '@gavel/domain'

const KEY = 'gavel.flag-overrides'

/** The dev-tools panel's flag overrides in localStorage (shell §4.3); anything unreadable reads as none. */
export class FlagOverridesLocalStorage implements FlagOverrides {
  constructor(private readonly storage: Storage) {}

  read(): FlagOverrideMap {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? '{}')
      if (typeof parsed !== 'object' || parsed === null) return {}
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean'))
    } catch {
      return {}
    }
  }

  write(overrides: FlagOverrideMap): void {
    if (Object.keys(overrides).length === 0) this.storage.removeItem(KEY)
    else this.storage.setItem(KEY, JSON.stringify(overrides))
  }
}
