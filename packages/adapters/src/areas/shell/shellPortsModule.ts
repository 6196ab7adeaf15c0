import { ApprovalAnswers, BuyingLimitsSource, Notifications, TermsCheckLog, TermsOfService } from '@gavel/domain'
import { type BuyingClient, createOrganizationClient, type NotificationsClient, type TermsClient } from '@gavel/sdk'
import { TermsCheckLogLocalStorage } from '../../browser/TermsCheckLogLocalStorage'
import { gatewayUrl, type RuntimeConfig } from '../../config/RuntimeConfig'
import type { CoreModule } from '../../container/binder'
import type { Platform } from '../../container/platform'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'
import { ApprovalAnswersHttp } from '../../http/ApprovalAnswersHttp'
import { BuyingLimitsHttp } from '../../http/BuyingLimitsHttp'
import { NotificationsHttp } from '../../http/NotificationsHttp'
import { TermsOfServiceHttp } from '../../http/TermsOfServiceHttp'

/**
 * The shell's ports the listing's first cards never read (docs/adr/0046): notifications and the bell's bid
 * approvals, the terms of service and their check log, and the buying limits the detail page shows.
 */
export const shellPortsModule: CoreModule = ({ bind }) => {
  bind<BuyingLimitsSource>(BuyingLimitsSource.key).toDynamicValue(
    (ctx) => new BuyingLimitsHttp(ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<ApprovalAnswers>(ApprovalAnswers.key).toDynamicValue(
    (ctx) => new ApprovalAnswersHttp(createOrganizationClient(sdkClientOptions(ctx, 'organization'))),
  )
  bind<Notifications>(Notifications.key).toDynamicValue(
    (ctx) => new NotificationsHttp(ctx.get<NotificationsClient>(Internal.notificationsClient)),
  )
  bind<TermsOfService>(TermsOfService.key).toDynamicValue(
    (ctx) =>
      new TermsOfServiceHttp(
        ctx.get<TermsClient>(Internal.termsClient),
        gatewayUrl(ctx.get<RuntimeConfig>(Internal.config), 'terms'),
      ),
  )
  bind<TermsCheckLog>(TermsCheckLog.key).toDynamicValue(
    (ctx) => new TermsCheckLogLocalStorage(ctx.get<Platform>(Internal.platform).storage),
  )
}
