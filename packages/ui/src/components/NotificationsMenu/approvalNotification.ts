import type { Notification, NotificationApproval } from '@gavel/domain'

/** A notification that asks an admin to answer a bid request (ADR 0044). */
export type ApprovalNotification = Notification & { readonly approval: NotificationApproval }

/** Whether a notification carries an approval to show (ADR 0044). */
export const hasApproval = (n: Notification): n is ApprovalNotification => n.approval !== undefined
