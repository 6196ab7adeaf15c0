import { SessionControl } from '@gavel/domain'
import { BuyingLists } from '@gavel/domain/areas/buying'
import { PurchaseDocuments } from '@gavel/domain/areas/postSale'
import {
  AccountSettings,
  BidApprovals,
  DealershipAddresses,
  DealershipProfiles,
  DealershipTeam,
  OffboardingSurvey,
  PaymentMethods,
  ProxyBids,
} from '@gavel/domain/areas/settings'
import {
  type BuyingClient,
  createMyAuctionsClient,
  createOrganizationClient,
  type MyAuctionsClient,
  type OrganizationClient,
  type SettingsClient,
} from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'
import { BuyingListsHttp } from '../buying/BuyingListsHttp'
import { defineArea } from '../defineArea'
import { PurchaseDocumentsHttp } from '../postSale/PurchaseDocumentsHttp'
import { AccountSettingsHttp } from './AccountSettingsHttp'
import { DealershipAddressesHttp } from './DealershipAddressesHttp'
import { DealershipProfilesHttp } from './DealershipProfilesHttp'
import { BidApprovalsHttp, DealershipTeamHttp } from './DealershipTeamHttp'
import { OffboardingSurveyHttp } from './OffboardingSurveyHttp'
import { PaymentMethodsHttp } from './PaymentMethodsHttp'
import { ProxyBidsHttp } from './ProxyBidsHttp'

const ORGANIZATION_CLIENT = Symbol.for('gavel.settings.organization-client')
const MY_AUCTIONS_CLIENT = Symbol.for('gavel.settings.myauctions-client')

/**
 * The settings pages' ports (shell §2.3): the user's own settings through the core's settings client; addresses,
 * the dealership, its team and bid approvals through an organization client made here (ADR 0019, ADR 0025).
 */
export const settingsArea = defineArea('settings', ({ bind, isBound }) => {
  bind<OrganizationClient>(ORGANIZATION_CLIENT)
    .toDynamicValue((ctx) => createOrganizationClient(sdkClientOptions(ctx, 'organization')))
    .inSingletonScope()
  bind<MyAuctionsClient>(MY_AUCTIONS_CLIENT)
    .toDynamicValue((ctx) => createMyAuctionsClient(sdkClientOptions(ctx, 'myauctions')))
    .inSingletonScope()
  // /settings/docs: the won list and each purchase's documents, shared with the buying and post-sale areas
  // (whichever area loads first binds them).
  if (!isBound(BuyingLists.key))
    bind<BuyingLists>(BuyingLists.key).toDynamicValue(
      (ctx) =>
        new BuyingListsHttp(
          ctx.get<MyAuctionsClient>(MY_AUCTIONS_CLIENT),
          ctx.get<BuyingClient>(Internal.buyingClient),
          ctx.get<SessionControl>(SessionControl.key),
        ),
    )
  if (!isBound(PurchaseDocuments.key))
    bind<PurchaseDocuments>(PurchaseDocuments.key)
      .toDynamicValue((ctx) => new PurchaseDocumentsHttp(ctx.get<MyAuctionsClient>(MY_AUCTIONS_CLIENT)))
      .inSingletonScope()
  bind<AccountSettings>(AccountSettings.key).toDynamicValue(
    (ctx) => new AccountSettingsHttp(ctx.get<SettingsClient>(Internal.settingsClient)),
  )
  bind<OffboardingSurvey>(OffboardingSurvey.key).toDynamicValue(
    (ctx) => new OffboardingSurveyHttp(ctx.get<SettingsClient>(Internal.settingsClient)),
  )
  bind<DealershipAddresses>(DealershipAddresses.key).toDynamicValue(
    (ctx) => new DealershipAddressesHttp(ctx.get<OrganizationClient>(ORGANIZATION_CLIENT)),
  )
  bind<DealershipTeam>(DealershipTeam.key).toDynamicValue(
    (ctx) => new DealershipTeamHttp(ctx.get<OrganizationClient>(ORGANIZATION_CLIENT)),
  )
  bind<BidApprovals>(BidApprovals.key).toDynamicValue(
    (ctx) => new BidApprovalsHttp(ctx.get<OrganizationClient>(ORGANIZATION_CLIENT)),
  )
  bind<PaymentMethods>(PaymentMethods.key).toDynamicValue(
    (ctx) => new PaymentMethodsHttp(ctx.get<OrganizationClient>(ORGANIZATION_CLIENT)),
  )
  bind<ProxyBids>(ProxyBids.key).toDynamicValue(
    (ctx) =>
      new ProxyBidsHttp(ctx.get<MyAuctionsClient>(MY_AUCTIONS_CLIENT), ctx.get<BuyingClient>(Internal.buyingClient)),
  )
  bind<DealershipProfiles>(DealershipProfiles.key).toDynamicValue(
    (ctx) =>
      new DealershipProfilesHttp(
        ctx.get<OrganizationClient>(ORGANIZATION_CLIENT),
        ctx.get<SettingsClient>(Internal.settingsClient),
      ),
  )
})
