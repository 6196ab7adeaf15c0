import type { Notification, NotificationApproval } from '../model/tour'
import { createPortId } from './portId'

/** The store-level counts of shell §3 ("message_counts (unseen)"); `unread` serves the notifications page. */
export interface NotificationCounts {
  /** Not yet seen: the header badge (shell §2.1, §9, `notificationBadge`). */
  readonly unseen: number
  readonly unread: number
}

/** The newest notifications for the header menu, with the counts of all of them (shell §4.4). */
export interface RecentNotifications extends NotificationCounts {
  readonly notifications: readonly Notification[]
}

/** One page of the /notifications page, newest first (shell §3 "pagination"). */
export interface NotificationsPage extends RecentNotifications {
  /** 1-based. */
  readonly page: number
  readonly totalPages: number
  readonly totalCount: number
}

/**
 * The user's notifications (shell §4.4, §7 "Notifications"; marketplace §7 "Notifications and push"). Never
 * loaded for limited users. Rejects with SessionExpired, ServiceUnavailable, NotFound (markRead of an unknown
 * id), MalformedResponse or RequestCanceled.
 */
export interface Notifications {
  /** The recent list and the unseen count (polled every 15 s while the menu exists). */
  recent(): Promise<RecentNotifications>
  /** Page `n` (1-based) of every notification, 20 a page. */
  page(n: number): Promise<NotificationsPage>
  /** Opening the menu marks all as seen; the badge clears. */
  markAllSeen(): Promise<NotificationCounts>
  /** 'Mark All as Read'. */
  markAllRead(): Promise<NotificationCounts>
  /** One notification read (and seen), as it now is. */
  markRead(id: number): Promise<Notification>
}
export const Notifications = createPortId<Notifications>('notifications')

/**
 * An admin's one-click answer to the bid approval request a notification carries (ADR 0044): approving places the
 * bid once under the request's own key; the answer is the request's new state with its receipt. A request already
 * answered is refused with the server's sentence.
 */
export interface ApprovalAnswers {
  answer(approval: NotificationApproval, decision: 'approve' | 'decline'): Promise<NotificationApproval>
}
export const ApprovalAnswers = createPortId<ApprovalAnswers>('approval-answers')
