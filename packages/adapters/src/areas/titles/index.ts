import { Titles } from '@gavel/domain/areas/titles'
import { createMyAuctionsClient, type MyAuctionsClient } from '@gavel/sdk'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { defineArea } from '../defineArea'
import { TitlesHttp } from './TitlesHttp'

const myAuctionsClient = Symbol.for('gavel.titles.myAuctionsClient')

/** The titles area's ports (ADR 0019, docs/adr/0027): the title lists and exports, over its own client. */
export const titlesArea = defineArea('titles', ({ bind }) => {
  bind<MyAuctionsClient>(myAuctionsClient)
    .toDynamicValue((ctx) => createMyAuctionsClient(sdkClientOptions(ctx, 'myauctions')))
    .inSingletonScope()
  bind<Titles>(Titles.key).toDynamicValue((ctx) => new TitlesHttp(ctx.get<MyAuctionsClient>(myAuctionsClient)))
})
