import type { GalleryImage } from '@gavel/domain'
import { type KeyboardEvent, useRef, useState } from 'react'
import { Caption, Placeholder, Root, Stage, Thumb, Thumbs } from './Gallery.styles'
import { GalleryLightbox } from './GalleryLightbox'
import { useSwipe } from './useSwipe'

export interface GalleryProps {
  /** Every photo, the primary first (marketplace §3 "Display: images"). */
  readonly images: readonly GalleryImage[]
  /** The vehicle's title: the photos' alternative text. */
  readonly title: string
}

/** The main photo is the LCP candidate on the detail page; the others wait until needed. */
const SIZES = '(max-width: 767px) 100vw, 66vw'
const srcSet = (image: GalleryImage) => `${image.medium} 320w, ${image.large} 640w`
const altOf = (title: string, image: GalleryImage, index: number) =>
  index === 0 ? title : `${title}: ${image.caption}`

/**
 * The vehicle's photos: the chosen one large, every photo as a thumbnail button (arrow keys, Home and End move
 * between them), a swipe on the large photo moves too, and a click enlarges it in a dialog.
 */
export const Gallery = ({ images, title }: GalleryProps) => {
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  const swipe = useSwipe(
    () => setIndex((i) => (i + 1) % count),
    () => setIndex((i) => (i - 1 + count) % count),
  )
  const image = images[index]
  if (!image) return <Placeholder>No photo</Placeholder>

  const moveTo = (next: number) => {
    setIndex(next)
    thumbs.current[next]?.focus()
  }
  const onThumbKey = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }
    const next = keys[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }
  return (
    <Root aria-label="Photos">
      <Stage
        type="button"
        aria-label={`Enlarge photo ${index + 1} of ${count}: ${image.caption}`}
        onClick={() => !swipe.consumeSwipe() && setOpen(true)}
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
      >
        <img
          src={image.large}
          srcSet={srcSet(image)}
          sizes={SIZES}
          alt={altOf(title, image, index)}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
      </Stage>
      <Caption aria-live="polite">
        {image.caption} — photo {index + 1} of {count}
      </Caption>
      {count > 1 && (
        <Thumbs aria-label="Choose a photo" onKeyDown={onThumbKey}>
          {images.map((thumb, i) => (
            <li key={thumb.large}>
              <Thumb
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el
                }}
                $current={i === index}
                aria-current={i === index || undefined}
                aria-label={`Photo ${i + 1} of ${count}: ${thumb.caption}`}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
              >
                <img src={thumb.thumbnail} alt="" loading="lazy" decoding="async" width={80} height={60} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      <GalleryLightbox
        images={images}
        index={index}
        title={title}
        open={open}
        onIndex={setIndex}
        onClose={() => setOpen(false)}
      />
    </Root>
  )
}
