import { AuctionAccessIssues, DealerRewards, ExternalTools } from '@gavel/domain'
import type { IdentityClient, LoyaltyClient } from '@gavel/sdk'
import { ContainerModule } from 'inversify'
import { AuctionAccessIssuesHttp } from '../http/AuctionAccessIssuesHttp'
import { DealerRewardsHttp } from '../http/DealerRewardsHttp'
import { ExternalToolsHttp } from '../http/ExternalToolsHttp'
import { Internal } from './tokens'

/** The header's ports (shell §2.1): the external tools' tokens, the dealer rewards button, the auction-access banner. */
export const headerModule = new ContainerModule(({ bind }) => {
  bind<ExternalTools>(ExternalTools.key).toDynamicValue(
    (ctx) => new ExternalToolsHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
  bind<DealerRewards>(DealerRewards.key).toDynamicValue(
    (ctx) => new DealerRewardsHttp(ctx.get<LoyaltyClient>(Internal.loyaltyClient)),
  )
  bind<AuctionAccessIssues>(AuctionAccessIssues.key).toDynamicValue(
    (ctx) => new AuctionAccessIssuesHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
})
