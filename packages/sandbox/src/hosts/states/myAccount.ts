import { accountInvoicesOf } from '../../world/myAccount'
import { fail, ok, type StateHandler, value } from '../stateKit'

/** Provider states of the my-account gateway (marketplace §7 My-account service). */
export const myAccountStates: readonly StateHandler[] = [
  {
    pattern: /^dealership (\{dealerId\}|\d+) has an open invoice (\{invoiceId\}|\d+) of (\{amount\}|\d+)$/i,
    describe: 'dealership {dealerId} has an open invoice {invoiceId} of {amount} (invoiceId = dealerId × 1000 + n)',
    run: (ctx, m, params) => {
      const dealerId = Number(value(m[1], params, 'dealerId'))
      const invoiceId = Number(value(m[2], params, 'invoiceId'))
      const amount = Number(value(m[3], params, 'amount'))
      if (![dealerId, invoiceId, amount].every(Number.isInteger) || Math.floor((invoiceId - 1) / 1000) !== dealerId)
        return fail('dealerId, invoiceId (dealerId × 1000 + n) or amount is missing')
      const { engine } = ctx.core()
      if (!engine.world.dealerships.has(dealerId)) return fail(`no dealership ${dealerId}`)
      const list = accountInvoicesOf(engine, dealerId)
      const now = Math.floor(engine.now() / 1000) * 1000
      const index = list.findIndex((i) => i.id === invoiceId)
      const invoice = {
        id: invoiceId,
        dealerId,
        type: 'buy_fee' as const,
        auctionId: null,
        vin: null,
        description: 'Buy fee (pact)',
        amount,
        createdAt: now - 86_400_000,
        // Due before every generated invoice, so it heads the soonest-due list.
        dueAt: now - 200 * 86_400_000,
        paidAt: null,
      }
      if (index >= 0) list[index] = invoice
      else list.push(invoice)
      return ok({ dealerId, invoiceId, amount })
    },
  },
]
