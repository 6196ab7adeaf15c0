import { myAccountArea } from '@gavel/adapters/areas/myAccount'
import { MyAccountMenuScreen } from '@gavel/ui/areas/myAccount'
import type { AreaEntry } from '../AreaEntry'

/** /myacv/menu: the my-account menu page (mobile users' way into the area). */
export const entry: AreaEntry = {
  area: myAccountArea,
  screens: { myacvMenu: MyAccountMenuScreen },
}
