import { BuyerFeeSchedule, DealerInvoices } from '@gavel/domain/areas/billing'
import { createMyAccountClient, type MyAccountClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { BuyerFeeScheduleHttp } from './BuyerFeeScheduleHttp'
import { DealerInvoicesHttp } from './DealerInvoicesHttp'

const myAccountClient = Symbol.for('gavel.billing.myAccountClient')

/** The billing area's ports (ADR 0019): the dealership's invoices and the buy fee schedule over its own my-account client. */
export const billingArea = defineArea('billing', ({ bind }) => {
  bind<MyAccountClient>(myAccountClient)
    .toDynamicValue((ctx) => createMyAccountClient(sdkClientOptions(ctx, 'myaccount')))
    .inSingletonScope()
  bind<DealerInvoices>(DealerInvoices.key).toDynamicValue(
    (ctx) => new DealerInvoicesHttp(ctx.get<MyAccountClient>(myAccountClient)),
  )
  bind<BuyerFeeSchedule>(BuyerFeeSchedule.key).toDynamicValue(
    (ctx) => new BuyerFeeScheduleHttp(ctx.get<MyAccountClient>(myAccountClient)),
  )
})
