import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressBrotli } from './precompress'
import { pureSchemas } from './pureSchemas'
import { dropUnusedSchemaImports } from './unusedSchemaImports'

const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4174'

/** The modules whose static imports make up what /marketplace needs before its first card (issue 10). */
const FIRST_CARD_ROOTS = [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]routes[\\/]MarketplaceRoute\.tsx$/]

/**
 * A package's main barrel re-exports every screen, so "imported by a barrel" says nothing about what the listing uses:
 * those edges are not followed (what the listing takes through a barrel stays in its route chunk, as before).
 */
const BARREL = /packages[\\/][a-z]+[\\/]src[\\/]index\.ts$/

/**
 * effect and the domain's Schema modules (`model/`, which hold Schemas and nothing else) are a chunk of their own
 * (docs/adr/0039): the first cards check their payloads with guards generated from those Schemas, so nothing before
 * the first card reads one, and the chunk loads with the first screen that decodes with Schema. Left to the default
 * splitting, a module statically reachable from the entry lands in the entry's chunks with the Schemas the lazy
 * screens read from it, and effect with them.
 */
const SCHEMAS = [
  /[\\/]node_modules[\\/]effect[\\/]/,
  /[\\/]packages[\\/]domain[\\/]src[\\/]model[\\/](?!index\.ts$)[^/\\]+\.ts$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/]terms[\\/]termsDocument\.ts$/,
]

/**
 * inversify (and the metadata shim it calls): the areas' container, loaded with the first area the app opens, never by
 * the listing (docs/adr/0030 amendment); one chunk, so `size:check` counts it once, apart from each area.
 */
const INVERSIFY = [
  /[\\/]node_modules[\\/](inversify|@inversifyjs)[\\/]/,
  /[\\/]src[\\/]bootstrap[\\/]reflectMetadataLite\.ts$/,
]

/** TanStack Query's modules, and the one that only makes its React context (needed before the first card). */
const TANSTACK = /[\\/]node_modules[\\/]@tanstack[\\/]/
const QUERY_CONTEXT = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$/

type ModuleInfoLookup = (id: string) => { readonly importers: readonly string[] } | null

/**
 * True when a module is imported statically, at any depth, by the entry or by the marketplace route: the browser needs
 * it before the listing's first card, so it belongs in the one critical chunk.
 */
const importedFrom = (isRoot: (id: string) => boolean, getModuleInfo: ModuleInfoLookup) => {
  const known = new Map<string, boolean>()
  const visit = (id: string): boolean => {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    known.set(id, false) // a cycle adds nothing
    const found = isRoot(id) || (getModuleInfo(id)?.importers ?? []).some((i) => !BARREL.test(i) && visit(i))
    known.set(id, found)
    return found
  }
  return visit
}

const isFirstCardRoot = (id: string) => FIRST_CARD_ROOTS.some((root) => root.test(id))

/**
 * The web app's build. Workspace packages resolve to their TypeScript sources (`source` condition).
 * `npm run dev` proxies the gateways, the realtime socket and /config.json to the sandbox host.
 *
 * Everything the listing needs before its first card is one chunk beside the entry (`first-card`), instead of the
 * seventeen small chunks the default splitting made of what the lazy screens share with it: one request, and one
 * brotli window over all of it. Lazy screens and areas stay their own chunks and import from it. The target browsers
 * (es2022) all support modulepreload, so the polyfill is left out.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [pureSchemas(), dropUnusedSchemaImports(), react(), precompressBrotli()],
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    // inversify 8 needs only four calls of the metadata API: a tested shim instead of the library (issue 10)
    alias: {
      'reflect-metadata/lite': fileURLToPath(new URL('./src/bootstrap/reflectMetadataLite.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // effect and the Schema modules only make values: importing one for nothing else has no effect to keep in order,
      // so the first cards do not load the Schema chunk just because a module on their path names effect
      treeshake: { moduleSideEffects: (id) => (SCHEMAS.some((schemas) => schemas.test(id)) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'schemas',
              test: (id) => SCHEMAS.some((schemas) => schemas.test(id)),
              priority: 2,
              // the `values/` modules the Schema modules re-export stay where the first cards read them
              includeDependenciesRecursively: false,
            },
            {
              name: 'inversify',
              test: (id) => INVERSIFY.some((module) => module.test(id)),
              priority: 1.5,
            },
            {
              // TanStack Query (the app's query cache) loads after the first card (docs/adr/0046): one chunk for it, not a
              // handful of small ones shared by the lazy parts; its context module stays with the first cards (the
              // providers render it before the cache has loaded)
              name: 'query-cache',
              test: (id) => TANSTACK.test(id) && !QUERY_CONTEXT.test(id),
              priority: 1.5,
              // react stays where the first cards read it
              includeDependenciesRecursively: false,
            },
            {
              priority: 1,
              name: (id, ctx) => {
                if (criticalCache === undefined)
                  criticalCache = importedFrom(isFirstCardRoot, (m) => ctx.getModuleInfo(m))
                const critical = criticalCache
                // the entry and the route module keep chunks of their own (the manifest names them; the size check reads it)
                return critical(id) && !FIRST_CARD_ROOTS.some((root) => root.test(id)) ? 'first-card' : null
              },
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/gw': sandbox,
      '/config.json': sandbox,
      '/sandbox': sandbox,
      '/realtime': { target: sandbox.replace(/^http/, 'ws'), ws: true },
    },
  },
})

let criticalCache: ((id: string) => boolean) | undefined
