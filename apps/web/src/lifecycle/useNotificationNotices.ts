import { UserNotices } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/** The query key the notifications menu and page share (packages/ui notificationQueries). */
const NOTIFICATIONS_KEY = ['notifications'] as const

/**
 * A live message on `user.{userId}` (TWO_MIN, DEAL_UPDATE, OUT_BID, ...: shell §4.4) refetches the notifications
 * menu's list and badge at once, rather than at the next 15-second poll. Never for limited users.
 */
export const useNotificationNotices = (userId: number | null, limited: boolean): void => {
  const notices = useService(UserNotices)
  const client = useQueryClient()
  useEffect(() => {
    if (userId === null || limited) return
    return notices.watch(() => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }))
  }, [notices, client, userId, limited])
}
