import { LandedCostSources } from '@gavel/domain/areas/landedCost'
import { createCapitalClient, createMyAccountClient, createOrganizationClient, createTransportClient } from '@gavel/sdk'
import type { ContainerModuleLoadOptions } from 'inversify'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { LandedCostSourcesHttp } from './LandedCostSourcesHttp'

/** Binds the landed-cost sources; the auction detail area calls it, so they load with the detail page. */
export const bindLandedCostSources = ({ bind }: Pick<ContainerModuleLoadOptions, 'bind'>) => {
  bind<LandedCostSources>(LandedCostSources.key).toDynamicValue(
    (ctx) =>
      new LandedCostSourcesHttp({
        myAccount: createMyAccountClient(sdkClientOptions(ctx, 'myaccount')),
        organization: createOrganizationClient(sdkClientOptions(ctx, 'organization')),
        transport: createTransportClient(sdkClientOptions(ctx, 'transport')),
        capital: createCapitalClient(sdkClientOptions(ctx, 'capital')),
      }),
  )
}

/**
 * Landed-cost bidding (ADR 0028) on its own, for tests; the web app gets it with the auction detail area. Its
 * my-account, organization, transport and capital clients are its own.
 */
export const landedCostArea = defineArea('landed-cost', bindLandedCostSources)
