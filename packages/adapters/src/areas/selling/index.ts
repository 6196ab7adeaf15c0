import { AuctionsById, SessionControl } from '@gavel/domain'
import { Deals } from '@gavel/domain/areas/buying'
import {
  AuctionLaunch,
  SavedAuctions,
  SellerPerformanceSource,
  SellingExports,
  SellingLists,
} from '@gavel/domain/areas/selling'
import {
  createMyAccountClient,
  createMyAuctionsClient,
  createSavedAuctionsClient,
  type MyAccountClient,
  type MyAuctionsClient,
  type SavedAuctionsClient,
} from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { DealsHttp } from '../buying/DealsHttp'
import { defineArea } from '../defineArea'
import { AuctionLaunchHttp } from './AuctionLaunchHttp'
import { bindRunHistory } from './RunHistoryHttp'
import { SavedAuctionsHttp } from './SavedAuctionsHttp'
import { SellerPerformanceHttp } from './SellerPerformanceHttp'
import { SellingExportsHttp } from './SellingExportsHttp'
import { SellingListsHttp } from './SellingListsHttp'

const savedAuctionsClient = Symbol.for('gavel.selling.savedAuctionsClient')
const myAuctionsClient = Symbol.for('gavel.selling.myAuctionsClient')

/** The selling area's ports (ADR 0019): saved auctions, launches, the seller's lists and exports, over its own clients. */
export const sellingArea = defineArea('selling', ({ bind, isBound }) => {
  bindRunHistory({ bind, isBound })
  bind<SavedAuctionsClient>(savedAuctionsClient)
    .toDynamicValue((ctx) => createSavedAuctionsClient(sdkClientOptions(ctx, 'savedauctions')))
    .inSingletonScope()
  bind<MyAuctionsClient>(myAuctionsClient)
    .toDynamicValue((ctx) => createMyAuctionsClient(sdkClientOptions(ctx, 'myauctions')))
    .inSingletonScope()
  bind<SavedAuctions>(SavedAuctions.key).toDynamicValue(
    (ctx) => new SavedAuctionsHttp(ctx.get<SavedAuctionsClient>(savedAuctionsClient)),
  )
  bind<AuctionLaunch>(AuctionLaunch.key).toDynamicValue(
    (ctx) => new AuctionLaunchHttp(ctx.get<SavedAuctionsClient>(savedAuctionsClient)),
  )
  bind<SellingLists>(SellingLists.key).toDynamicValue(
    (ctx) => new SellingListsHttp(ctx.get<MyAuctionsClient>(myAuctionsClient), ctx.get<AuctionsById>(AuctionsById.key)),
  )
  // Offers received, selling: the buying area's deals (the same offer rules), bound here when it did not load yet.
  if (!isBound(Deals.key))
    bind<Deals>(Deals.key).toDynamicValue(
      (ctx) => new DealsHttp(ctx.get<MyAuctionsClient>(myAuctionsClient), ctx.get<SessionControl>(SessionControl.key)),
    )
  bind<SellerPerformanceSource>(SellerPerformanceSource.key).toDynamicValue(
    (ctx) => new SellerPerformanceHttp(createMyAccountClient(sdkClientOptions(ctx, 'myaccount')) as MyAccountClient),
  )
  bind<SellingExports>(SellingExports.key).toDynamicValue(
    (ctx) => new SellingExportsHttp(ctx.get<MyAuctionsClient>(myAuctionsClient)),
  )
})
