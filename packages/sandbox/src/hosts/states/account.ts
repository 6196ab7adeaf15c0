import { accountOf, RESET_TOKEN_MS } from '../../world/account'
import { auctionAccessOf } from '../../world/auctionAccess'
import { fail, ok, type StateHandler, userFrom, value } from '../stateKit'

/** Provider states of the identity gateway's account calls (shell §7 Identity: SSO, password reset, credits). */
export const accountStates: readonly StateHandler[] = [
  {
    pattern: /^an SSO token (\{token\}|\S+) belongs to user (\{email\}|\S+)$/i,
    describe: 'an SSO token {token} belongs to user {email}',
    run: (ctx, m, params) => {
      const token = value(m[1], params, 'token')
      const user = userFrom(ctx, value(m[2], params, 'email'))
      if (!token || !user) return fail('token or email is missing')
      accountOf(ctx.core().engine).sso.set(token, user.id)
      return ok({ token, userId: user.id })
    },
  },
  {
    pattern: /^a password reset token (\{passwordResetToken\}|\S+) is valid for user (\{email\}|\S+)$/i,
    describe: 'a password reset token {passwordResetToken} is valid for user {email}',
    run: (ctx, m, params) => {
      const token = value(m[1], params, 'passwordResetToken')
      const user = userFrom(ctx, value(m[2], params, 'email'))
      if (!token || !user) return fail('passwordResetToken or email is missing')
      const expiresAt = ctx.core().engine.now() + RESET_TOKEN_MS
      accountOf(ctx.core().engine).resets.set(token, { userId: user.id, expiresAt })
      return ok({ passwordResetToken: token, userId: user.id })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) has (\{balance\}|\d+) dollars of buyer credit$/i,
    describe: 'user {email} has {balance} dollars of buyer credit',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const balance = Number(value(m[2], params, 'balance'))
      if (!user || !Number.isInteger(balance)) return fail('email or balance is missing')
      const message = balance > 0 ? `You have $${balance} in buyer credit, applied to your next purchase.` : null
      accountOf(ctx.core().engine).credits.set(user.id, { balance, message })
      return ok({ userId: user.id, balance })
    },
  },
  {
    pattern:
      /^auction-access account (\{auctionAccessId\}|\S+) of (\{lastName\}|\S+) lists organization (\{organizationExternalId\}|\S+)$/i,
    describe: 'auction-access account {auctionAccessId} of {lastName} lists organization {organizationExternalId}',
    run: (ctx, m, params) => {
      const id = value(m[1], params, 'auctionAccessId')
      const lastName = value(m[2], params, 'lastName')
      const org = Number(value(m[3], params, 'organizationExternalId'))
      const engine = ctx.core().engine
      if (!id || !lastName || !engine.world.dealerships.has(org))
        return fail('account, last name or organization is missing')
      auctionAccessOf(engine).set(id, {
        id,
        userId: null,
        firstName: 'Pat',
        lastName,
        email: `${lastName.toLowerCase()}@dealer.test`,
        organizationIds: [org],
        issues: [],
        preferredLanguage: 'en',
      })
      return ok({ auctionAccessId: id, lastName, organizationExternalId: String(org) })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) has an auction-access account with a blocking issue$/i,
    describe: 'user {email} has an auction-access account with a blocking issue',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      if (!user) return fail('email is missing')
      const id = `pact-${user.id}`
      auctionAccessOf(ctx.core().engine).set(id, {
        id,
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        organizationIds: user.memberships.map((mm) => mm.dealerId),
        issues: [{ message: 'Your dealer license on file has expired.', blockingIssue: true }],
        preferredLanguage: 'en',
      })
      return ok({ auctionAccessId: id })
    },
  },
]
