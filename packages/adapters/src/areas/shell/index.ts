import type { CoreArea } from '../../container/binder'
import { auctionActionsModule } from './auctionActionsModule'
import { capitalModule } from './capitalModule'
import { headerModule } from './headerModule'
import { lifecycleModule } from './lifecycleModule'
import { searchModule } from './searchModule'
import { shellGatewaysModule } from './shellGatewaysModule'
import { shellPortsModule } from './shellPortsModule'
import { toursModule } from './toursModule'

/**
 * The core's second half (docs/adr/0046): every port of the shell the listing's first cards do not read (the
 * header's menus, notifications, terms, tours, announcements, life cycle, search panel, the detail page's actions,
 * capital) and the gateways only they call. The web app binds it with TanStack Query, after the first card and before
 * any other screen or the shell's secondary parts render; tests and Storybook bind it with every area. Its modules
 * extend the core graph, not inversify's container, so the listing loads no inversify (docs/adr/0030 amendment).
 */
export const shellArea: CoreArea = {
  id: 'shell',
  core: [
    shellGatewaysModule,
    shellPortsModule,
    headerModule,
    auctionActionsModule,
    toursModule,
    lifecycleModule,
    searchModule,
    capitalModule,
  ],
}
