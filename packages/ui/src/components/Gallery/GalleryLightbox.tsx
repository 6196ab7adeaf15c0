import type { GalleryImage } from '@gavel/domain'
import { type KeyboardEvent, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Caption, Lightbox, LightboxBar } from './Gallery.styles'
import { useSwipe } from './useSwipe'

export interface GalleryLightboxProps {
  readonly images: readonly GalleryImage[]
  readonly index: number
  readonly title: string
  readonly open: boolean
  readonly onIndex: (index: number) => void
  readonly onClose: () => void
}

/** The enlarged photo in a modal dialog: arrows or swipes move, Escape or Close closes, focus returns after. */
export const GalleryLightbox = ({ images, index, title, open, onIndex, onClose }: GalleryLightboxProps) => {
  const close = useRef<HTMLButtonElement>(null)
  const count = images.length
  const next = () => onIndex((index + 1) % count)
  const previous = () => onIndex((index - 1 + count) % count)
  const swipe = useSwipe(next, previous)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next()
    else if (event.key === 'ArrowLeft') previous()
    else return
    event.preventDefault()
  }
  const image = images[index]
  return (
    <Lightbox
      open={open}
      width={960}
      label={`${title} photos`}
      initialFocus={close}
      onDismiss={onClose}
      onKeyDown={onKeyDown}
    >
      {open && image && (
        <>
          <img
            src={image.large}
            alt={`${title}: ${image.caption}`}
            onPointerDown={swipe.onPointerDown}
            onPointerUp={swipe.onPointerUp}
          />
          <LightboxBar>
            <Caption aria-live="polite">
              {image.caption} — photo {index + 1} of {count}
            </Caption>
            <span>
              <Button variant="secondary" size="sm" onClick={previous} disabled={count < 2}>
                Previous
              </Button>{' '}
              <Button variant="secondary" size="sm" onClick={next} disabled={count < 2}>
                Next
              </Button>{' '}
              <Button size="sm" onClick={onClose} ref={close}>
                Close
              </Button>
            </span>
          </LightboxBar>
        </>
      )}
    </Lightbox>
  )
}
