import { AuctionLaunch, SavedAuctions } from '@gavel/domain/areas/selling'
import { createSavedAuctionsClient, type SavedAuctionsClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { AuctionLaunchHttp } from './AuctionLaunchHttp'
import { SavedAuctionsHttp } from './SavedAuctionsHttp'

const savedAuctionsClient = Symbol.for('gavel.selling.savedAuctionsClient')

/** The selling area's ports (ADR 0019): saved auctions and launches, over its own saved-auctions client. */
export const sellingArea = defineArea('selling', ({ bind }) => {
  bind<SavedAuctionsClient>(savedAuctionsClient)
    .toDynamicValue((ctx) => createSavedAuctionsClient(sdkClientOptions(ctx, 'savedauctions')))
    .inSingletonScope()
  bind<SavedAuctions>(SavedAuctions.key).toDynamicValue(
    (ctx) => new SavedAuctionsHttp(ctx.get<SavedAuctionsClient>(savedAuctionsClient)),
  )
  bind<AuctionLaunch>(AuctionLaunch.key).toDynamicValue(
    (ctx) => new AuctionLaunchHttp(ctx.get<SavedAuctionsClient>(savedAuctionsClient)),
  )
})
