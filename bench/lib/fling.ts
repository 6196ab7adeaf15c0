import type { CDPSession, Page } from 'playwright-core'
import { recordFrames } from './pageMetrics'
import { median } from './stats'

const SCROLL_MS = 20_000
/** Where each of the three flings (wheel or compositor) starts, as a share of the page's height: flings over different
 * rows, so one run's garbage collection or a busy neighbour on this machine does not decide the verdict alone. */
const FLING_STARTS = [0.5, 0.25, 0.75] as const
const FRAME_MS = 1000 / 60
/** The compositor's fling: 100,000 px at 5,000 px/s, about 20 s. */
const GESTURE_PX = 100_000
const GESTURE_PX_PER_SECOND = 5_000

export interface Dropped {
  readonly dropped: number
  /** Frames shown plus frames dropped. */
  readonly of: number
  readonly share: number
}

/** Dropped frames = the frames beyond the 60 Hz budget each gap between animation frames swallowed. */
export const droppedShare = (frames: readonly number[]): Dropped => {
  const dropped = frames.reduce((sum, gap) => sum + Math.max(0, Math.round(gap / FRAME_MS) - 1), 0)
  return { dropped, of: frames.length + dropped, share: dropped / (frames.length + dropped) }
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`

const scrollToShare = async (page: Page, share: number) => {
  await page.evaluate((at) => window.scrollTo(0, document.documentElement.scrollHeight * at), share)
  await page.waitForTimeout(500)
}

export type Flings = Awaited<ReturnType<typeof threeFlings>>

/** One gesture three times, from each of `FLING_STARTS`, every animation frame recorded. */
const threeFlings = async (
  page: Page,
  cdp: CDPSession,
  gesture: () => Promise<void>,
  onFling?: (flinging: boolean) => void,
) => {
  const flings: (Dropped & { longFrames: number })[] = []
  for (const start of FLING_STARTS) {
    await scrollToShare(page, start)
    onFling?.(true)
    const report = await recordFrames(page, cdp, gesture)
    onFling?.(false)
    flings.push({ ...droppedShare(report.frames), longFrames: report.longFrames.length })
  }
  return { flings, median: median(flings.map((f) => f.share)) }
}

/**
 * A dealer flinging through the page with the mouse wheel at about 6,000 px/s (200 px every 33 ms) for 20 s, three
 * times: from the middle, a quarter down and three quarters down. The wheel waits for the page to take each event, so
 * a busy page slows it too. `onFling` brackets each fling (the scroll bench counts the photos asked for in it).
 */
export const wheelFlings = async (page: Page, cdp: CDPSession, onFling?: (flinging: boolean) => void) => {
  await page.mouse.move(640, 450)
  return threeFlings(
    page,
    cdp,
    async () => {
      const until = Date.now() + SCROLL_MS
      while (Date.now() < until) {
        await page.mouse.wheel(0, 200)
        await page.waitForTimeout(33)
      }
    },
    onFling,
  )
}

/** Three flings' two result rows (median dropped share with each fling's count; long frames), `prefix` before each
 * metric's name. */
export const flingResults = (three: Flings, prefix = '') => [
  {
    metric: `${prefix}dropped frames (median of 3 flings)`,
    value: `${percent(three.median)} (${three.flings.map((f) => `${f.dropped} of ${f.of}`).join(', ')})`,
    raw: three.median,
  },
  {
    metric: `${prefix}long frames > 50 ms (each fling)`,
    value: three.flings.map((f) => f.longFrames).join(', '),
    raw: three.flings.reduce((sum, f) => sum + f.longFrames, 0),
  },
]

/**
 * A phone's fling: one synthesized scroll gesture of 100,000 px at 5,000 px/s (about 20 s) that the compositor drives
 * whatever the main thread does, three times from the wheel's starts (one 20 s fling alone of the same build ranged
 * from 0.83 to 2.24% within an hour).
 */
export const compositorFlings = (page: Page, cdp: CDPSession, onFling?: (flinging: boolean) => void) =>
  threeFlings(
    page,
    cdp,
    async () => {
      await cdp.send('Input.synthesizeScrollGesture', {
        x: 640,
        y: 450,
        yDistance: -GESTURE_PX,
        speed: GESTURE_PX_PER_SECOND,
        gestureSourceType: 'mouse',
        preventFling: true,
      })
    },
    onFling,
  )
