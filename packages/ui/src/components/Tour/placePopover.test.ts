import { describe, expect, it } from 'vitest'
import { placePopover, visiblePart } from './placePopover'

const viewport = { width: 1280, height: 720 }
const popover = { width: 360, height: 200 }

describe('placing a tour step next to its target', () => {
  it('goes below a target near the top of the page, lined up with its left edge', () => {
    expect(placePopover({ top: 10, left: 900, width: 40, height: 40 }, popover, viewport, 'bottom')).toEqual({
      top: 62,
      left: 900,
    })
  })

  it('stays inside the viewport on the right', () => {
    expect(placePopover({ top: 10, left: 1250, width: 20, height: 20 }, popover, viewport, 'bottom').left).toBe(912)
  })

  it('goes above when there is no room below, and below when asked for the top without room', () => {
    expect(placePopover({ top: 600, left: 100, width: 40, height: 40 }, popover, viewport, 'bottom').top).toBe(388)
    expect(placePopover({ top: 50, left: 100, width: 40, height: 40 }, popover, viewport, 'top').top).toBe(102)
  })

  it('sits over the top of a target that fills the screen', () => {
    expect(placePopover({ top: 100, left: 0, width: 1280, height: 620 }, popover, viewport, 'top').top).toBe(112)
  })

  it('is centred when the step has no target on the page', () => {
    expect(placePopover(null, popover, viewport, 'bottom')).toEqual({ top: 260, left: 460 })
  })

  it('clips a tall target to what is on screen, and finds nothing for a target scrolled away', () => {
    expect(visiblePart({ top: 300, left: 0, width: 100, height: 5000 }, viewport)).toEqual({
      top: 300,
      left: 0,
      width: 100,
      height: 420,
    })
    expect(visiblePart({ top: -500, left: 0, width: 100, height: 100 }, viewport)).toBeNull()
  })
})
