import { CapitalAccounts, CapitalFees, CapitalInvoices } from '@gavel/domain/areas/capital'
import type { CapitalClient } from '@gavel/sdk'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { CapitalAccountsHttp } from './CapitalAccountsHttp'
import { CapitalFeesHttp } from './CapitalFeesHttp'
import { CapitalInvoicesHttp } from './CapitalInvoicesHttp'

/**
 * The capital portal (a remote module, shell §1; marketplace §7 Capital service): accounts, invoices and payments,
 * fees. The capital gateway's client is the core's (the header's capital standing uses it too).
 */
export const capitalArea = defineArea('capital', ({ bind }) => {
  const client = (ctx: { get<T>(id: symbol): T }) => ctx.get<CapitalClient>(Internal.capitalClient)
  bind<CapitalAccounts>(CapitalAccounts.key).toDynamicValue((ctx) => new CapitalAccountsHttp(client(ctx)))
  bind<CapitalInvoices>(CapitalInvoices.key).toDynamicValue((ctx) => new CapitalInvoicesHttp(client(ctx)))
  bind<CapitalFees>(CapitalFees.key).toDynamicValue((ctx) => new CapitalFeesHttp(client(ctx)))
})
