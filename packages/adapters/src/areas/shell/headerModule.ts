import { AuctionAccessIssues, DealerRewards } from '@gavel/domain'
import type { IdentityClient, LoyaltyClient } from '@gavel/sdk'
import type { CoreModule } from '../../container/binder'
import { Internal } from '../../container/tokens'
import { AuctionAccessIssuesHttp } from '../../http/AuctionAccessIssuesHttp'
import { DealerRewardsHttp } from '../../http/DealerRewardsHttp'

/**
 * The header's ports bound after the first card (shell §2.1, docs/adr/0046): the dealer rewards button and the
 * auction-access banner. The external tools' links draw with the header: the core's `portsModule`.
 */
export const headerModule: CoreModule = ({ bind }) => {
  bind<DealerRewards>(DealerRewards.key).toDynamicValue(
    (ctx) => new DealerRewardsHttp(ctx.get<LoyaltyClient>(Internal.loyaltyClient)),
  )
  bind<AuctionAccessIssues>(AuctionAccessIssues.key).toDynamicValue(
    (ctx) => new AuctionAccessIssuesHttp(ctx.get<IdentityClient>(Internal.identityClient)),
  )
}
