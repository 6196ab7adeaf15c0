export type { ListingControlsProps } from './ListingControls'
export { ListingControls } from './ListingControls'
