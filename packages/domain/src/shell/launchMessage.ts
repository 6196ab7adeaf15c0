import { Constants } from '../constants'
import type { EpochMillis } from '../model/ids'
import type { Notification } from '../model/tour'
import type { ViewedLaunchMessages } from '../ports/LaunchMessages'

/**
 * The launch message to show (shell §2.1, §9): the newest one not viewed on this device in the last 7 days, or
 * null. `messages` come newest first.
 */
export const launchMessageToShow = (
  messages: readonly Notification[],
  viewed: ViewedLaunchMessages,
  now: EpochMillis,
): Notification | null =>
  messages.find((m) => {
    const at = viewed[String(m.id)]
    return at === undefined || now - at >= Constants.funNotificationViewedMs
  }) ?? null

/** The daily cleanup (shell §9): views older than 7 days are forgotten. */
export const pruneViewedLaunchMessages = (viewed: ViewedLaunchMessages, now: EpochMillis): ViewedLaunchMessages =>
  Object.fromEntries(Object.entries(viewed).filter(([, at]) => now - at < Constants.funNotificationViewedMs))
