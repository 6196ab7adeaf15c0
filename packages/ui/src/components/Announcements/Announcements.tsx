import { type Announcement, visibleAnnouncements } from '@gavel/domain'
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { useIsMobile } from '../../theme/useIsMobile'
import { Carousel, Controls, Slide, Stack } from './Announcements.styles'

/** An announcement that is active now, with what it shows (shell §4.6, marketplace §2 Banners). */
export interface AnnouncementItem extends Announcement {
  readonly content: ReactNode
}

export interface AnnouncementsProps {
  readonly items: readonly AnnouncementItem[]
  /** Which layout; by default from the viewport (mobile is 767px and below). */
  readonly device?: 'desktop' | 'mobile'
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40

/**
 * The announcements (shell §4.6): on desktop, those not hidden on desktop, stacked by priority; on mobile, a
 * carousel by priority (170px high) with Previous/Next buttons, the arrow keys and swipes. Each announcement brings
 * its own dismiss control; the carousel keeps its place when one goes away.
 */
export const Announcements = ({ items, device }: AnnouncementsProps) => {
  const mobile = useIsMobile()
  const layout = device ?? (mobile ? 'mobile' : 'desktop')
  const shown = visibleAnnouncements(items, layout) as readonly AnnouncementItem[]
  const [current, setCurrent] = useState(0)
  const swipeFrom = useRef<number | null>(null)
  if (shown.length === 0) return null
  if (layout === 'desktop') {
    return (
      <Stack>
        {shown.map((a) => (
          <div key={a.key}>{a.content}</div>
        ))}
      </Stack>
    )
  }
  const index = Math.min(current, shown.length - 1)
  const go = (to: number) => setCurrent((to + shown.length) % shown.length)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return
    go(event.clientX < from ? index + 1 : index - 1)
  }
  const slide = shown[index]
  return (
    <Carousel
      aria-roledescription="carousel"
      aria-label="Announcements"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <Slide
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${shown.length}`}
        aria-live="polite"
      >
        {slide?.content}
      </Slide>
      {shown.length > 1 && (
        <Controls>
          <Button variant="ghost" size="sm" aria-label="Previous announcement" onClick={() => go(index - 1)}>
            ‹
          </Button>
          <span>
            {index + 1} of {shown.length}
          </span>
          <Button variant="ghost" size="sm" aria-label="Next announcement" onClick={() => go(index + 1)}>
            ›
          </Button>
        </Controls>
      )}
    </Carousel>
  )
}
