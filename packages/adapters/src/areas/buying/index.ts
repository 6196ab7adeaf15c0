import { SessionControl } from '@gavel/domain'
import { BuyingLists, Deals } from '@gavel/domain/areas/buying'
import { type BuyingClient, createMyAuctionsClient, type MyAuctionsClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { BuyingListsHttp } from './BuyingListsHttp'
import { DealsHttp } from './DealsHttp'

const myAuctionsClient = Symbol.for('gavel.internal.buying-area.myauctions-client')

/** My account, buying (issue 11): the buying lists, offers and deals, over the my-auctions and buying gateways. */
export const buyingArea = defineArea('buying', ({ bind, isBound }) => {
  bind<MyAuctionsClient>(myAuctionsClient)
    .toDynamicValue((ctx) => createMyAuctionsClient(sdkClientOptions(ctx, 'myauctions')))
    .inSingletonScope()
  // The settings area binds the buying lists too (/settings/docs reads the won list): whichever loads first binds them.
  if (!isBound(BuyingLists.key))
    bind<BuyingLists>(BuyingLists.key).toDynamicValue(
      (ctx) =>
        new BuyingListsHttp(
          ctx.get<MyAuctionsClient>(myAuctionsClient),
          ctx.get<BuyingClient>(Internal.buyingClient),
          ctx.get<SessionControl>(SessionControl.key),
        ),
    )
  // The selling area binds Deals too (offers received, selling): whichever area loads first binds it.
  if (!isBound(Deals.key))
    bind<Deals>(Deals.key).toDynamicValue(
      (ctx) => new DealsHttp(ctx.get<MyAuctionsClient>(myAuctionsClient), ctx.get<SessionControl>(SessionControl.key)),
    )
})
