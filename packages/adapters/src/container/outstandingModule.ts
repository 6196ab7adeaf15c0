import { Clock, createOutstandingCheck, OutstandingAuctions, OutstandingCheck, SessionControl } from '@gavel/domain'
import type { BuyingClient } from '@gavel/sdk'
import { OutstandingAuctionsHttp } from '../http/OutstandingAuctionsHttp'
import type { CoreModule } from './binder'
import { Internal } from './tokens'

/**
 * The outstanding-auctions lock (shell §4.1, marketplace §5): the auctions to finalize and the check the navigation
 * guard reads before the first route, forgotten on sign-out.
 */
export const outstandingModule: CoreModule = ({ bind }) => {
  bind<OutstandingAuctions>(OutstandingAuctions.key).toDynamicValue(
    (ctx) => new OutstandingAuctionsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<OutstandingCheck>(OutstandingCheck.key).toDynamicValue((ctx) => {
    const check = createOutstandingCheck({
      auctions: ctx.get<OutstandingAuctions>(OutstandingAuctions.key),
      clock: ctx.get<Clock>(Clock.key),
    })
    const session = ctx.get<SessionControl>(SessionControl.key)
    session.subscribe(() => {
      if (session.current() === null) check.reset()
    })
    return check
  })
}
