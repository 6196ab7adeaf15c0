import { RewardsEnrolment } from '@gavel/domain/areas/rewards'
import type { LoyaltyClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { RewardsEnrolmentHttp } from './RewardsEnrolmentHttp'

/** The rewards page's own port: joining the program (the status itself is the header's DealerRewards). */
export const rewardsArea = defineArea('rewards', ({ bind }) => {
  bind<RewardsEnrolment>(RewardsEnrolment.key).toDynamicValue(
    (ctx) => new RewardsEnrolmentHttp(ctx.get<LoyaltyClient>(Internal.loyaltyClient)),
  )
})
