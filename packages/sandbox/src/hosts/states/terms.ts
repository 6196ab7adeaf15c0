import { termsOf } from '../../world/terms'
import { fail, ok, type StateHandler, userFrom, value } from '../stateKit'

/** Provider states of the terms gateway (marketplace.md 4 Terms of service). The answer gives the eula's id. */
export const termsStates: readonly StateHandler[] = [
  {
    pattern: /^user (\{email\}|\S+) has (not accepted|accepted) the current terms$/i,
    describe: 'user {email} has not accepted | accepted the current terms',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      if (!user) return fail(`no user ${m[1]}`)
      const state = termsOf(ctx.core().engine)
      if (/^not/i.test(m[2] ?? '')) state.accepted.delete(user.id)
      else
        state.accepted.set(user.id, {
          eulaId: state.current.id,
          acceptedDate: new Date(ctx.core().engine.now()).toISOString(),
        })
      return ok({ userId: user.id, eulaId: state.current.id })
    },
  },
]
