import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type ScreenLoader = () => Promise<ComponentType>

/** Each screen is its own chunk, so a page downloads only what it shows. */
const screens: Readonly<Record<string, ScreenLoader>> = {
  login: async () => (await import('../routes/LoginRoute')).LoginRoute,
  logout: async () => (await import('../routes/LogoutRoute')).LogoutRoute,
  marketplace: async () => (await import('../routes/MarketplaceRoute')).MarketplaceRoute,
  search: async () => (await import('../routes/MarketplaceRoute')).MarketplaceRoute,
  auctionDetail: async () => (await import('../routes/AuctionDetailRoute')).AuctionDetailRoute,
  notifications: async () => (await import('../routes/NotificationsRoute')).NotificationsRoute,
  outstanding: async () => (await import('../routes/OutstandingRoute')).OutstandingRoute,
}

const inProgress: ScreenLoader = async () => (await import('../routes/AreaInProgressRoute')).AreaInProgressRoute

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>()

/** The lazy screen of a route of the domain's table (one component per route, made once). */
export const screenFor = (routeId: string): LazyExoticComponent<ComponentType> => {
  const known = lazyScreens.get(routeId)
  if (known) return known
  const load = screens[routeId] ?? inProgress
  const screen = lazy(async () => ({ default: await load() }))
  lazyScreens.set(routeId, screen)
  return screen
}
