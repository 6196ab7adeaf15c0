import type { TourPlacement } from './tourContent'

export interface Box {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

const GAP = 12
const MARGIN = 8

/** The part of `target` inside the viewport, or null when none of it is. */
export const visiblePart = (target: Box, viewport: { width: number; height: number }): Box | null => {
  const top = Math.max(target.top, 0)
  const left = Math.max(target.left, 0)
  const bottom = Math.min(target.top + target.height, viewport.height)
  const right = Math.min(target.left + target.width, viewport.width)
  return bottom <= top || right <= left ? null : { top, left, width: right - left, height: bottom - top }
}

/**
 * Where a step's popover goes (fixed coordinates): beside the visible part of its target on the asked side, on the
 * other side when that one has no room, else over the target's top; centred when there is no target. Always inside
 * the viewport.
 */
export const placePopover = (
  target: Box | null,
  popover: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: TourPlacement,
): { top: number; left: number } => {
  const clampLeft = (left: number) => Math.min(Math.max(left, MARGIN), viewport.width - popover.width - MARGIN)
  const clampTop = (top: number) => Math.min(Math.max(top, MARGIN), viewport.height - popover.height - MARGIN)
  if (target === null) {
    return {
      top: clampTop((viewport.height - popover.height) / 2),
      left: clampLeft((viewport.width - popover.width) / 2),
    }
  }
  const below = target.top + target.height + GAP
  const above = target.top - GAP - popover.height
  const fitsBelow = below + popover.height <= viewport.height - MARGIN
  const fitsAbove = above >= MARGIN
  const top =
    placement === 'bottom'
      ? fitsBelow
        ? below
        : fitsAbove
          ? above
          : target.top + GAP
      : fitsAbove
        ? above
        : fitsBelow
          ? below
          : target.top + GAP
  return { top: clampTop(top), left: clampLeft(target.left) }
}
