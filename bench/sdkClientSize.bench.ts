import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'esbuild'
import { kb } from './lib/stats'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** Minified, tree-shaken browser bundle of `entry` (resolving `@gavel/sdk` to its built dist) and its brotli size. */
const bundled = async (entry: string) => {
  const result = await build({
    stdin: { contents: entry, resolveDir: repo, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return {
    raw: code.length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

/**
 * What one gateway's client costs an app that imports it alone (issue 4 "Measure and report"): the SDK is built,
 * then a tiny entry importing `createSearchClient` is bundled from dist with esbuild (minified, tree-shaken, as a
 * browser bundle) and compressed with brotli at quality 11; the whole SDK (every export) for comparison.
 */
export const sdkClientSize = async () => {
  execFileSync('npm', ['run', 'build', '-w', '@gavel/sdk'], { cwd: repo, stdio: 'ignore' })
  const one = await bundled(`import { createSearchClient } from '@gavel/sdk'\nglobalThis.client = createSearchClient`)
  const all = await bundled(`import * as sdk from '@gavel/sdk'\nglobalThis.sdk = sdk`)
  return {
    name: 'SDK client size (esbuild, minified, brotli 11)',
    results: [
      { metric: 'createSearchClient alone', value: `${kb(one.brotli)} (${kb(one.raw)} min)`, raw: one.brotli },
      { metric: 'whole SDK', value: `${kb(all.brotli)} (${kb(all.raw)} min)`, raw: all.brotli },
      {
        metric: 'alone / whole',
        value: `${((one.brotli / all.brotli) * 100).toFixed(0)} %`,
        raw: one.brotli / all.brotli,
      },
    ],
  }
}
