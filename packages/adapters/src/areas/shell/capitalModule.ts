import { CapitalStandingSource } from '@gavel/domain'
import type { CapitalClient } from '@gavel/sdk'
import type { CoreModule } from '../../container/binder'
import { Internal } from '../../container/tokens'
import { CapitalStandingHttp } from '../../http/CapitalStandingHttp'

/** The capital gateway's ports: the capital standing behind the header's Capital link (shell §2.1, §6). */
export const capitalModule: CoreModule = ({ bind }) => {
  bind<CapitalStandingSource>(CapitalStandingSource.key).toDynamicValue(
    (ctx) => new CapitalStandingHttp(ctx.get<CapitalClient>(Internal.capitalClient)),
  )
}
