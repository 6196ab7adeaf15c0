import { InspectionRequests } from '@gavel/domain/areas/inspections'
import { createSavedAuctionsClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { InspectionRequestsHttp } from './InspectionRequestsHttp'

/** The inspections area's port (ADR 0019, docs/adr/0045), over its own saved-auctions client. */
export const inspectionsArea = defineArea('inspections', ({ bind }) => {
  bind<InspectionRequests>(InspectionRequests.key)
    .toDynamicValue(
      (ctx) => new InspectionRequestsHttp(createSavedAuctionsClient(sdkClientOptions(ctx, 'savedauctions'))),
    )
    .inSingletonScope()
})
