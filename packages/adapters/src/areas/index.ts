import { auctionDetailArea } from './auctionDetail'
import { billingArea } from './billing'
import { buyingArea } from './buying'
import { capitalArea } from './capital'
import type { Area } from './defineArea'
import { devToolsArea } from './devTools'
import { identityArea } from './identity'
import { inspectionsArea } from './inspections'
import { inventoryArea } from './inventory'
import { myAccountArea } from './myAccount'
import { postSaleArea } from './postSale'
import { publicPagesArea } from './publicPages'
import { registrationArea } from './registration'
import { rewardsArea } from './rewards'
import { sellingArea } from './selling'
import { settingsArea } from './settings'
import { shellArea } from './shell'
import { titlesArea } from './titles'
import { transportArea } from './transport'

/**
 * Every area, for the callers that want the whole object graph at once (Storybook, adapter tests, benchmarks).
 * The web app never imports this list: it loads each area with its first route (ADR 0019). A new area adds its
 * line here.
 */
export const allAreas: readonly Area[] = [
  shellArea,
  auctionDetailArea,
  billingArea,
  buyingArea,
  capitalArea,
  devToolsArea,
  identityArea,
  inspectionsArea,
  inventoryArea,
  myAccountArea,
  publicPagesArea,
  registrationArea,
  postSaleArea,
  rewardsArea,
  sellingArea,
  settingsArea,
  titlesArea,
  transportArea,
]

export type { Area } from './defineArea'
