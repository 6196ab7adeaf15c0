import type { Auction, GalleryImage } from '@gavel/domain'

/** Every photo, primary first: the gallery when the read carried one, else the primary image alone. */
export const galleryOf = (auction: Pick<Auction, 'gallery' | 'images'>): readonly GalleryImage[] => {
  if (auction.gallery && auction.gallery.length > 0) return auction.gallery
  return auction.images ? [{ ...auction.images, caption: 'Primary' }] : []
}
