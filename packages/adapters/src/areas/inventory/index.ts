import { SessionControl } from '@gavel/domain'
import { InventoryPhotos, InventoryService } from '@gavel/domain/areas/inventory'
import { createInventoryClient, type InventoryClient } from '@gavel/sdk'
import { gatewayUrl, type RuntimeConfig } from '../../config/RuntimeConfig'
import { sdkClientOptions } from '../../container/sdkClientOptions'
import { Internal } from '../../container/tokens'
import { defineArea } from '../defineArea'
import { InventoryHttp } from './InventoryHttp'
import { InventoryPhotosXhr } from './InventoryPhotosXhr'

const inventoryClient = Symbol.for('gavel.inventory.client')

/** My inventory (ADR 0019; shell §1 remote module): the inventory gateway's client and ports, loaded with its route. */
export const inventoryArea = defineArea('inventory', ({ bind }) => {
  bind<InventoryClient>(inventoryClient)
    .toDynamicValue((ctx) => createInventoryClient(sdkClientOptions(ctx, 'inventory')))
    .inSingletonScope()
  bind<InventoryService>(InventoryService.key)
    .toDynamicValue((ctx) => new InventoryHttp(ctx.get<InventoryClient>(inventoryClient)))
    .inSingletonScope()
  bind<InventoryPhotos>(InventoryPhotos.key)
    .toDynamicValue((ctx) => {
      const options = sdkClientOptions(ctx, 'inventory')
      return new InventoryPhotosXhr({
        baseUrl: gatewayUrl(ctx.get<RuntimeConfig>(Internal.config), 'inventory'),
        accessToken: () => ctx.get<SessionControl>(SessionControl.key).accessToken(),
        clientVersion: options.clientVersion ?? '0.1.0',
        client: ctx.get<InventoryClient>(inventoryClient),
        Xhr: globalThis.XMLHttpRequest,
      })
    })
    .inSingletonScope()
})
