import { publicPagesArea } from '@gavel/adapters/areas/publicPages'
import { MarketReportScreen, PrivacyPolicyScreen } from '@gavel/ui/areas/publicPages'
import type { AreaEntry } from '../AreaEntry'
import { cashFlowScreens } from './cashFlowScreens'
import { DigitalBroadcastRoute } from './DigitalBroadcastRoute'
import { JwtEmbedRoute } from './JwtEmbedRoute'
import { UniversalLinkRoute } from './UniversalLinkRoute'
import { VehicleHistoryCallbackRoute } from './VehicleHistoryCallbackRoute'

/** Public and utility pages (shell §2.2): jwt-embed, universal links, and the rest of the public pages. */
export const entry: AreaEntry = {
  area: publicPagesArea,
  screens: {
    jwtEmbed: JwtEmbedRoute,
    universalLinkSavedAuctions: UniversalLinkRoute,
    universalLinkSearch: UniversalLinkRoute,
    privacyPolicy: PrivacyPolicyScreen,
    ...cashFlowScreens,
    vehicleHistoryCallback: VehicleHistoryCallbackRoute,
    marketReport: MarketReportScreen,
    marketReportEmbed: MarketReportScreen,
    digitalBroadcast: DigitalBroadcastRoute,
  },
}
