export type { GalleryProps } from './Gallery'
export { Gallery } from './Gallery'
