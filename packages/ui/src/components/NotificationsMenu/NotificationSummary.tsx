import type { Notification } from '@gavel/domain'
import { createdAgo, createdAtText } from './createdAgo'
import { Body, NoThumb, ReadState, Summary, Text, Thumb, Title, UnreadDot, When } from './NotificationSummary.styles'

export interface NotificationSummaryProps {
  readonly notification: Notification
  /** Server time, for the created time ('12 min ago'). */
  readonly now: number
}

/**
 * One notification as the menu and the notifications page show it (shell §2.1): thumbnail, title, body,
 * created time and read state (a dot and bold title while unread; said in words to screen readers). Server
 * text is rendered as text, never as HTML.
 */
export const NotificationSummary = ({ notification, now }: NotificationSummaryProps) => {
  const unread = !notification.read
  return (
    <Summary $unread={unread} data-notification-id={notification.id}>
      {notification.thumbnail ? (
        <Thumb src={notification.thumbnail} alt="" width={56} height={42} loading="lazy" />
      ) : (
        <NoThumb aria-hidden="true" />
      )}
      <Text>
        <Title $unread={unread}>{notification.title}</Title>
        <Body>{notification.body}</Body>
        <When dateTime={new Date(notification.createdAt).toISOString()} title={createdAtText(notification.createdAt)}>
          {createdAgo(notification.createdAt, now)}
        </When>
        <ReadState>{unread ? 'Unread' : 'Read'}</ReadState>
      </Text>
      {unread ? <UnreadDot aria-hidden="true" /> : <span />}
    </Summary>
  )
}
