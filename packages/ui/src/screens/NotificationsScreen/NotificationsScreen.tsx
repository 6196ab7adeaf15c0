import { Labels, messageOf } from '@gavel/domain'
import { useSearchParams } from 'react-router'
import { hasApproval } from '../../components/NotificationsMenu/approvalNotification'
import { NotificationSummary } from '../../components/NotificationsMenu/NotificationSummary'
import { ApprovalActionsContainer } from '../../containers/notifications/ApprovalActionsContainer'
import {
  useMarkAllRead,
  useNotificationsPage,
  useOpenNotification,
} from '../../containers/notifications/notificationQueries'
import { useTicker } from '../../live/TickerProvider'
import { Button } from '../../primitives/Button'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { Counts, EntryButton, EntryLink, Heading, List, Page, Pager, Top } from './NotificationsScreen.styles'

export interface NotificationsScreenProps {
  /** Limited users have no notifications (shell §6): the page says so and loads nothing. */
  readonly limited?: boolean
}

/** `?page=` as a 1-based page number; anything else is page 1. */
const pageOf = (raw: string | null): number => (raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : 1)

const unreadText = (unread: number) =>
  unread === 0 ? 'Everything is read.' : unread === 1 ? '1 unread notification' : `${unread} unread notifications`

/**
 * The notifications page (/notifications, shell §2.2 and §4.4): every notification, newest first, 20 a page, with
 * Mark All as Read — the page's own mark-all, the same action the header menu runs on this page, so both turn the
 * list read. Each entry goes to /auction/{auction_id} (ctrl, meta or shift: a new tab) and is marked read.
 */
export const NotificationsScreen = ({ limited = false }: NotificationsScreenProps) =>
  limited ? (
    <Page>
      <Heading>Notifications</Heading>
      <EmptyState title="Notifications are not available">
        Notifications come back when your dealership is active.
      </EmptyState>
    </Page>
  ) : (
    <NotificationsList />
  )

const NotificationsList = () => {
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const query = useNotificationsPage(page)
  const markAllRead = useMarkAllRead()
  const openEntry = useOpenNotification()
  const now = useTicker().now()
  const data = query.data
  const goTo = (n: number) => setParams(n === 1 ? {} : { page: String(n) })

  return (
    <Page>
      <Top>
        <Heading>Notifications</Heading>
        <Button
          variant="secondary"
          loading={markAllRead.isPending}
          disabledReason={data && data.unread === 0 ? 'Every notification is read.' : null}
          onClick={() => markAllRead.mutate()}
        >
          {Labels.markAllAsRead}
        </Button>
      </Top>
      {query.isPending ? (
        <Spinner label="Loading notifications" />
      ) : query.isError && !data ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data || data.totalCount === 0 ? (
        <EmptyState title="No notifications yet">
          Outbids, wins and offers on your auctions will appear here.
        </EmptyState>
      ) : (
        <>
          <Counts>{unreadText(data.unread)}</Counts>
          <List aria-label="Notifications" aria-busy={query.isFetching || undefined}>
            {data.notifications.map((n) => (
              <li key={n.id}>
                {n.auctionId === null ? (
                  <EntryButton type="button" onClick={(e) => openEntry(e, n)}>
                    <NotificationSummary notification={n} now={now} />
                  </EntryButton>
                ) : (
                  <EntryLink to={`/auction/${n.auctionId}`} onClick={(e) => openEntry(e, n)}>
                    <NotificationSummary notification={n} now={now} />
                  </EntryLink>
                )}
                {hasApproval(n) && <ApprovalActionsContainer notification={n} />}
              </li>
            ))}
          </List>
          {data.totalPages > 1 && (
            <Pager aria-label="Pages">
              <Button
                variant="secondary"
                disabledReason={page <= 1 ? 'This is the first page.' : null}
                onClick={() => goTo(page - 1)}
              >
                Previous
              </Button>
              <span>{`Page ${data.page} of ${data.totalPages}`}</span>
              <Button
                variant="secondary"
                disabledReason={page >= data.totalPages ? 'This is the last page.' : null}
                onClick={() => goTo(page + 1)}
              >
                Next
              </Button>
            </Pager>
          )}
        </>
      )}
    </Page>
  )
}
