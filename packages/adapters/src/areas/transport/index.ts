import { GatePassUploads, TransportJobs, TransportOrdering, TransportPromotions } from '@gavel/domain/areas/transport'
import { createOrganizationClient, createTransportClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { GatePassUploadHttp, xhrProgressFetch } from './GatePassUploadHttp'
import { TransportJobsHttp } from './TransportJobsHttp'
import { TransportOrderingHttp } from './TransportOrderingHttp'
import { TransportPromotionsHttp } from './TransportPromotionsHttp'

/**
 * The transportation hub (a remote module, ADR 0028): its jobs, gate passes and the order flow, with the
 * transport and organization gateway clients made here so their code loads with the hub.
 */
export const transportArea = defineArea('transport', ({ bind }) => {
  bind<TransportJobs>(TransportJobs.key).toDynamicValue(
    (ctx) => new TransportJobsHttp(createTransportClient(sdkClientOptions(ctx, 'transport'))),
  )
  bind<TransportOrdering>(TransportOrdering.key).toDynamicValue(
    (ctx) =>
      new TransportOrderingHttp(
        createTransportClient(sdkClientOptions(ctx, 'transport')),
        createOrganizationClient(sdkClientOptions(ctx, 'organization')),
      ),
  )
  bind<TransportPromotions>(TransportPromotions.key).toDynamicValue(
    (ctx) => new TransportPromotionsHttp(createTransportClient(sdkClientOptions(ctx, 'transport'))),
  )
  bind<GatePassUploads>(GatePassUploads.key).toDynamicValue((ctx) => {
    const options = sdkClientOptions(ctx, 'transport')
    const fallback = options.fetch ?? ((request: Request) => globalThis.fetch(request))
    return new GatePassUploadHttp((fetch) => createTransportClient({ ...options, fetch }), xhrProgressFetch(fallback))
  })
})
