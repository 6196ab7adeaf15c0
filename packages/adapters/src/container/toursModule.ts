import {
  BannerDismissals,
  Clock,
  createOutstandingCheck,
  LaneAgreements,
  OutstandingAuctions,
  OutstandingCheck,
  SessionControl,
  TermsOfService,
  TourProgress,
} from '@gavel/domain'
import type { BuyingClient, SettingsClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { BannerDismissalsLocalStorage } from '../browser/BannerDismissalsLocalStorage'
import { LaneAgreementsFromTerms } from '../http/LaneAgreementsFromTerms'
import { OutstandingAuctionsHttp } from '../http/OutstandingAuctionsHttp'
import { TourProgressHttp } from '../http/TourProgressHttp'
import type { Platform } from './platform'
import { Internal } from './tokens'

/**
 * Tours, announcements and the outstanding-auctions lock (shell §4.1, §4.5, §4.6; marketplace §5): completed tours
 * in the user's settings, the auctions to finalize and the check the guard reads (forgotten on sign-out), banner
 * dismissals on this device, and the lanes' EULA state.
 */
export const toursModule = new ContainerModule(({ bind }) => {
  bind<TourProgress>(TourProgress.key).toDynamicValue(
    (ctx) => new TourProgressHttp(ctx.get<SettingsClient>(Internal.settingsClient)),
  )
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
  bind<BannerDismissals>(BannerDismissals.key).toDynamicValue(
    (ctx) => new BannerDismissalsLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
  bind<LaneAgreements>(LaneAgreements.key).toDynamicValue(
    (ctx) => new LaneAgreementsFromTerms(ctx.get<TermsOfService>(TermsOfService.key)),
  )
})
