import type { ComponentType } from 'react'

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

/** The lazy screen of a route of the domain's table. */
export const screenFor = (routeId: string): ScreenLoader => screens[routeId] ?? inProgress
