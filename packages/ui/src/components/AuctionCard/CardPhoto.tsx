import { useContext, useEffect, useRef, useSyncExternalStore } from 'react'
import { Photo } from './AuctionCard.styles'
import { PhotoGateContext } from './photoGate'

export interface CardPhotoProps {
  readonly src: string
  readonly alt: string
  /** In the first screenful: loaded at once and first, never held. */
  readonly priority: boolean
}

/**
 * A card's photo. While the grid's photo gate holds (the dealer flings, docs/adr/0054), a photo the card is not
 * already showing waits, and the frame's plain background stands in; it loads as soon as the gate opens. A photo
 * already shown stays.
 */
export const CardPhoto = ({ src, alt, priority }: CardPhotoProps) => {
  const gate = useContext(PhotoGateContext)
  const holding = useSyncExternalStore(gate.subscribe, gate.holding, gate.holding)
  const shown = useRef<string | null>(null)
  const show = priority || !holding || shown.current === src
  useEffect(() => {
    if (show) shown.current = src
  }, [show, src])
  if (!show) return null
  return (
    <Photo
      // a card the grid reuses for another auction (docs/adr/0049) never shows the previous one's photo
      key={src}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={400}
      height={300}
    />
  )
}
