import type { CDPSession, Page } from 'playwright-core'

/** The device: 4× CPU throttling (between a mid-tier and a low-end phone on these machines). */
export const throttleCpu = async (page: Page, rate = 4): Promise<CDPSession> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return cdp
}

export interface FrameReport {
  /** Time between consecutive animation frames (ms). */
  readonly frames: readonly number[]
  /** Long animation frames (PerformanceObserver 'long-animation-frame'), durations in ms. */
  readonly longFrames: readonly number[]
  /** Share of wall time the renderer's main thread was busy (CDP TaskDuration). */
  readonly busyShare: number
  /** Share of wall time spent running script, recalculating style and laying out (CDP Performance metrics). */
  readonly workShare: number
}

const metricSeconds = async (cdp: CDPSession, names: readonly string[]): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.filter((m) => names.includes(m.name)).reduce((sum, m) => sum + m.value, 0)
}
const taskSeconds = (cdp: CDPSession) => metricSeconds(cdp, ['TaskDuration'])
/** Main-thread work as issue 10 counts it: script + style + layout. */
const WORK = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']

/** Records every animation frame and long frame of the page while `during` runs. */
export const recordFrames = async (page: Page, cdp: CDPSession, during: () => Promise<void>): Promise<FrameReport> => {
  await cdp.send('Performance.enable')
  // a string, not a function: tsx's keepNames helper (__name) does not exist in the page
  await page.evaluate(`(() => {
    const bench = { frames: [], long: [], on: true }
    window.__bench = bench
    let last = performance.now()
    function loop(t) {
      bench.frames.push(t - last)
      last = t
      if (bench.on) requestAnimationFrame(loop)
    }
    requestAnimationFrame((t) => {
      last = t
      requestAnimationFrame(loop)
    })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.duration > 50) bench.long.push(e.duration)
    }).observe({ type: 'long-animation-frame' })
  })()`)
  const busyBefore = await taskSeconds(cdp)
  const workBefore = await metricSeconds(cdp, WORK)
  const started = Date.now()
  await during()
  const busy = (await taskSeconds(cdp)) - busyBefore
  const work = (await metricSeconds(cdp, WORK)) - workBefore
  const wall = (Date.now() - started) / 1000
  const { frames, long } = await page.evaluate(() => {
    const w = window as unknown as { __bench: { frames: number[]; long: number[]; on: boolean } }
    w.__bench.on = false
    return w.__bench
  })
  return { frames, longFrames: long, busyShare: busy / wall, workShare: work / wall }
}
