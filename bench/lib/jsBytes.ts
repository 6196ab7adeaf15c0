import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Page } from 'playwright-core'
import { webDist } from './sandboxServer'

/** Brotli size (quality 11, what a CDN serves) of one of the app's built files. */
export const brotliSize = (urlPath: string): number => {
  const file = readFileSync(join(webDist, urlPath))
  return brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** The paths of the same-origin JS files the page requests from now on (filled as they load). */
export const jsLoadedBy = (page: Page, origin: string): string[] => {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin && url.pathname.endsWith('.js') && !paths.includes(url.pathname)) paths.push(url.pathname)
  })
  return paths
}
