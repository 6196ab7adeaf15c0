import { addNotification, notificationsOf, userNotifications } from '../../world/notifications'
import { fail, ok, type StateHandler, userFrom, value } from '../stateKit'

/**
 * Provider states of the notifications gateway (shell §4.4). Every notification they touch belongs to the named
 * user; the answer gives the notification's id back for `fromProviderState`.
 */
export const notificationStates: readonly StateHandler[] = [
  {
    pattern: /^user (\{email\}|\S+) has (\{unseen\}|\d+) unseen notifications$/i,
    describe: 'user {email} has {unseen} unseen notifications (the newest ones; at least that many exist)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const unseen = Number(value(m[2], params, 'unseen'))
      if (!user || !Number.isInteger(unseen)) return fail('email or unseen is missing')
      const state = notificationsOf(ctx.core().engine)
      const now = ctx.core().engine.now()
      while (userNotifications(state, user.id).length < unseen) {
        addNotification(state, user.id, {
          title: 'Auction ending soon',
          body: 'A watched auction ends soon.',
          createdAt: now,
          auctionId: null,
        })
      }
      userNotifications(state, user.id).forEach((n, i) => {
        n.seen = i >= unseen
      })
      return ok({ userId: user.id, unseen })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) has an unread notification (\{notificationId\}|\d+)$/i,
    describe: 'user {email} has an unread notification {notificationId} (about auction {auctionId} when given)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const id = Number(value(m[2], params, 'notificationId'))
      if (!user || !Number.isInteger(id)) return fail('email or notificationId is missing')
      const auction = Number(params.auctionId)
      const record = addNotification(notificationsOf(ctx.core().engine), user.id, {
        id,
        title: 'You have been outbid',
        body: 'Another dealer outbid you.',
        createdAt: ctx.core().engine.now(),
        auctionId: Number.isInteger(auction) && ctx.core().world.auctions.has(auction) ? auction : null,
      })
      return ok({ userId: user.id, notificationId: record.id })
    },
  },
]
