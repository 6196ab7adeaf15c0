export { TourLayer } from './TourLayer'
export type { ToursApi } from './useTours'
export { useTours } from './useTours'
