import { addressesOf } from '../../world/organization'
import { fail, ok, type StateHandler, value } from '../stateKit'

/** Provider states of the organization gateway (marketplace §7 organization service). */
export const organizationStates: readonly StateHandler[] = [
  {
    pattern: /^dealership (\{dealerId\}|\d+) has (\{count\}|\d+) addresses$/i,
    describe: 'dealership {dealerId} has {count} addresses (trims or extends its generated lots)',
    run: (ctx, m, params) => {
      const dealerId = Number(value(m[1], params, 'dealerId'))
      const count = Number(value(m[2], params, 'count'))
      const list = Number.isInteger(dealerId) ? addressesOf(ctx.core().engine, dealerId) : undefined
      if (!list || !Number.isInteger(count) || count < 1 || count > 999)
        return fail('unknown dealerId or count out of 1..999')
      const template = list[list.length - 1]
      if (!template) return fail(`dealership ${dealerId} has no address to copy`)
      if (list.length > count) list.length = count
      for (let n = list.length + 1; n <= count; n++)
        list.push({ ...template, id: dealerId * 1000 + n, name: `Lot ${n}`, isPrimary: false })
      return ok({ dealerId, count })
    },
  },
]
