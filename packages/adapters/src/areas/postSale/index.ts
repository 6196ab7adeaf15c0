import { SessionControl } from '@gavel/domain'
import {
  Arbitration,
  CapitalPayments,
  createPurchaseFinalizer,
  DealershipAddresses,
  EvidenceUploads,
  OrderCheckout,
  PostSaleTracking,
  PurchaseDocuments,
  PurchaseFinalizer,
} from '@gavel/domain/areas/postSale'
import { type BuyingClient, type CapitalClient, createMyAuctionsClient, createOrganizationClient } from '@gavel/sdk'
import { gatewayUrl, type RuntimeConfig } from '../../config/RuntimeConfig'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { ArbitrationHttp } from './ArbitrationHttp'
import { CapitalPaymentsHttp } from './CapitalPaymentsHttp'
import { DealershipAddressesHttp } from './DealershipAddressesHttp'
import { EvidenceUploadsXhr } from './EvidenceUploadsXhr'
import { OrderCheckoutHttp } from './OrderCheckoutHttp'
import { PostSaleTrackingHttp } from './PostSaleTrackingHttp'
import { PurchaseDocumentsHttp } from './PurchaseDocumentsHttp'

/** After the win (issue 11): finalize, capital payment, addresses, arbitration, evidence uploads, the timeline. */
export const postSaleArea = defineArea('post-sale', ({ bind, isBound }) => {
  const buying = (ctx: { get<T>(id: symbol): T }) => ctx.get<BuyingClient>(Internal.buyingClient)
  bind<OrderCheckout>(OrderCheckout.key)
    .toDynamicValue((ctx) => new OrderCheckoutHttp(buying(ctx)))
    .inSingletonScope()
  bind<CapitalPayments>(CapitalPayments.key)
    .toDynamicValue((ctx) => new CapitalPaymentsHttp(ctx.get<CapitalClient>(Internal.capitalClient)))
    .inSingletonScope()
  bind<PurchaseFinalizer>(PurchaseFinalizer.key)
    .toDynamicValue((ctx) =>
      createPurchaseFinalizer({
        checkout: ctx.get<OrderCheckout>(OrderCheckout.key),
        payments: ctx.get<CapitalPayments>(CapitalPayments.key),
      }),
    )
    .inSingletonScope()
  bind<DealershipAddresses>(DealershipAddresses.key)
    .toDynamicValue(
      (ctx) => new DealershipAddressesHttp(createOrganizationClient(sdkClientOptions(ctx, 'organization'))),
    )
    .inSingletonScope()
  bind<PostSaleTracking>(PostSaleTracking.key)
    .toDynamicValue((ctx) => new PostSaleTrackingHttp(buying(ctx)))
    .inSingletonScope()
  bind<Arbitration>(Arbitration.key)
    .toDynamicValue((ctx) => new ArbitrationHttp(buying(ctx)))
    .inSingletonScope()
  // The settings area binds the documents too (/settings/docs): whichever area loads first binds them.
  if (!isBound(PurchaseDocuments.key))
    bind<PurchaseDocuments>(PurchaseDocuments.key)
      .toDynamicValue((ctx) => new PurchaseDocumentsHttp(createMyAuctionsClient(sdkClientOptions(ctx, 'myauctions'))))
      .inSingletonScope()
  bind<EvidenceUploads>(EvidenceUploads.key)
    .toDynamicValue((ctx) => {
      const options = sdkClientOptions(ctx, 'buying')
      return new EvidenceUploadsXhr({
        baseUrl: gatewayUrl(ctx.get<RuntimeConfig>(Internal.config), 'buying'),
        accessToken: () => ctx.get<SessionControl>(SessionControl.key).accessToken(),
        clientVersion: options.clientVersion,
        client: buying(ctx),
        Xhr: globalThis.XMLHttpRequest,
      })
    })
    .inSingletonScope()
})
