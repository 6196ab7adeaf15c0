import { inventoryArea } from '@gavel/adapters/areas/inventory'
import { InventoryScreen } from '@gavel/ui/areas/inventory'
import type { AreaEntry } from '../AreaEntry'

/** My inventory (issue 12; marketplace §7 Inventory service; shell §2.4 /myacv/myinventory). */
export const entry: AreaEntry = {
  area: inventoryArea,
  screens: { myacvInventory: InventoryScreen },
}
