import { Schema } from 'effect'

/** One photo of the vehicle in three sizes, with what it shows (marketplace §3 "Display: images"). */
export const GalleryImage = Schema.Struct({
  large: Schema.String,
  medium: Schema.String,
  thumbnail: Schema.String,
  caption: Schema.String,
})
export type GalleryImage = typeof GalleryImage.Type
