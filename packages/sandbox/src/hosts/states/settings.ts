import { settingsOf, valuesOf } from '../../world/settings'
import { fail, ok, type StateHandler, userFrom, value } from '../stateKit'

/** Provider states of the settings gateway (marketplace.md 7 User settings). */
export const settingsStates: readonly StateHandler[] = [
  {
    pattern:
      /^user (\{email\}|\S+) has the setting (\{category\}|\S+)\/(\{settingKey\}|\S+) = (\{settingValue\}|\S+)$/i,
    describe: 'user {email} has the setting {category}/{settingKey} = {settingValue}',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const category = value(m[2], params, 'category')
      const key = value(m[3], params, 'settingKey')
      const setting = value(m[4], params, 'settingValue')
      if (!user || !category || !key || setting === undefined)
        return fail('email, category, settingKey or settingValue is missing')
      const existing = user.settings.find((s) => s.category === category && s.key === key)
      if (existing) existing.value = setting
      else user.settings.push({ category, key, value: setting })
      return ok({ userId: user.id })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) stored (\{value\}|\S+) under (\{key\}|\S+)$/i,
    describe: 'user {email} stored {value} under {key} (key-value store)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const stored = value(m[2], params, 'value')
      const key = value(m[3], params, 'key')
      if (!user || stored === undefined || !key) return fail('email, value or key is missing')
      valuesOf(settingsOf(ctx.core().engine), user.id).set(key, stored)
      return ok({ userId: user.id, key, value: stored })
    },
  },
]
