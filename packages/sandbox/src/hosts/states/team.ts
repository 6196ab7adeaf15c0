import { nextValidBid } from '../../world/auctions'
import { requestApproval } from '../../world/bidApprovals'
import { setLimits, teamOf } from '../../world/team'
import { fail, makeLive, ok, type StateHandler, userFrom, value } from '../stateKit'

const whole = (raw: string | undefined) => (raw === undefined || raw === 'none' ? null : Number(raw))

/** Provider states of the team, its buying limits and bid approvals (ADR 0025). */
export const teamStates: readonly StateHandler[] = [
  {
    pattern: /^(\{email\}|\S+@\S+) may bid at most (\{maxBid\}|\d+|none) a bid and (\{dailySpend\}|\d+|none) a day$/i,
    describe: '{email} may bid at most {maxBid} a bid and {dailySpend} a day (team limits in their default dealership)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      if (!user || user.defaultDealerId === null) return fail(`no user with a dealership: ${m[1]}`)
      const maxBid = whole(value(m[2], params, 'maxBid'))
      const dailySpend = whole(value(m[3], params, 'dailySpend'))
      setLimits(teamOf(ctx.core().engine), user.defaultDealerId, user.id, { maxBid, dailySpend })
      return ok({ userId: user.id, dealerId: user.defaultDealerId })
    },
  },
  {
    pattern:
      /^bid approval request (\{requestId\}|\d+) of (\{email\}|\S+@\S+) is pending on auction (\{auctionId\}|\d+)$/i,
    describe:
      'bid approval request {requestId} of {email} is pending on auction {auctionId} (the auction is made live)',
    run: (ctx, m, params) => {
      const requestId = Number(value(m[1], params, 'requestId'))
      const user = userFrom(ctx, value(m[2], params, 'email'))
      const auctionId = Number(value(m[3], params, 'auctionId'))
      if (!user || !Number.isInteger(requestId) || !Number.isInteger(auctionId)) return fail('bad parameters')
      const auction = makeLive(ctx, auctionId, params)
      const amount = nextValidBid(auction)
      const { engine } = ctx.core()
      requestApproval(
        engine,
        user,
        auction,
        { amount, proxy: false, persistent: false, idempotencyKey: `pact-${requestId}` },
        { kind: 'single_bid', limit: amount - 1 },
        requestId,
      )
      return ok({ requestId, amount })
    },
  },
]
