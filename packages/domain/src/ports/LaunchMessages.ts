import type { Notification } from '../model/tour'
import { createPortId } from './portId'

/** The app-launch messages (shell §7 "GET messages (app_launch)"), newest first; refetched every 360,000 ms. */
export interface LaunchMessages {
  current(): Promise<readonly Notification[]>
}
export const LaunchMessages = createPortId<LaunchMessages>('launch-messages')

/** When each launch message was viewed on this device, by id (shell §9 "Fun notification viewed stored 7 days"). */
export type ViewedLaunchMessages = Readonly<Record<string, number>>

/** Where the viewed launch messages are kept (localStorage in the browser). */
export interface LaunchMessageLog {
  read(): ViewedLaunchMessages
  write(viewed: ViewedLaunchMessages): void
}
export const LaunchMessageLog = createPortId<LaunchMessageLog>('launch-message-log')
