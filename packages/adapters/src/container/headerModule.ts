import { DealerRewards, ExternalTools } from '@gavel/domain'
import type { IdentityClient, LoyaltyClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { DealerRewardsHttp } from '../http/DealerRewardsHttp'
import { ExternalToolsHttp } from '../http/ExternalToolsHttp'
import { Internal } from './tokens'

/** The header's ports (shell §2.1): the external tools' tokens and the dealer rewards button. */
export const headerModule = new ContainerModule(({ bind }) => {
  bind<ExternalTools>(ExternalTools.key).toDynamicValue(
    (ctx) => new ExternalToolsHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
  bind<DealerRewards>(DealerRewards.key).toDynamicValue(
    (ctx) => new DealerRewardsHttp(ctx.get<LoyaltyClient>(Internal.loyaltyClient)),
  )
})
