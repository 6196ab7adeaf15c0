import { BannerDismissals, LaneAgreements, TermsOfService, TourProgress } from '@gavel/domain'
import type { SettingsClient } from '@gavel/sdk'
import { BannerDismissalsLocalStorage } from '../../browser/BannerDismissalsLocalStorage'
import type { CoreModule } from '../../container/binder'
import type { Platform } from '../../container/platform'
import { Internal } from '../../container/tokens'
import { LaneAgreementsFromTerms } from '../../http/LaneAgreementsFromTerms'
import { TourProgressHttp } from '../../http/TourProgressHttp'

/**
 * Tours and announcements (shell §4.5, §4.6; marketplace §5), bound after the first card (docs/adr/0046): completed
 * tours in the user's settings, banner dismissals on this device, and the lanes' EULA state. The outstanding-auctions
 * lock the guard reads is the core's (`outstandingModule`).
 */
export const toursModule: CoreModule = ({ bind }) => {
  bind<TourProgress>(TourProgress.key).toDynamicValue(
    (ctx) => new TourProgressHttp(ctx.get<SettingsClient>(Internal.settingsClient)),
  )
  bind<BannerDismissals>(BannerDismissals.key).toDynamicValue(
    (ctx) => new BannerDismissalsLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
  bind<LaneAgreements>(LaneAgreements.key).toDynamicValue(
    (ctx) => new LaneAgreementsFromTerms(ctx.get<TermsOfService>(TermsOfService.key)),
  )
}
