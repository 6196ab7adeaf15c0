import { type Browser, chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../tools/chromium'

/** Debian's Chromium with the flags this workplace needs; no downloaded browser. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ ...chromiumLaunchOptions, headless: true })
