import type { LaunchMessageLog, ViewedLaunchMessages } from '@gavel/domain'

const KEY = 'gavel.launch-messages-viewed'

/** When each launch message was viewed on this device (shell §9 "stored 7 days"); unreadable reads as none. */
export class LaunchMessageLogLocalStorage implements LaunchMessageLog {
  constructor(private readonly storage: Storage) {}

  read(): ViewedLaunchMessages {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(KEY) ?? '{}')
      if (typeof parsed !== 'object' || parsed === null) return {}
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'number'))
    } catch {
      return {}
    }
  }

  write(viewed: ViewedLaunchMessages): void {
    this.storage.setItem(KEY, JSON.stringify(viewed))
  }
}
