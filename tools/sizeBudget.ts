import { readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/**
 * The web app's JS size budgets (issue 10), read from the production build's Vite manifest, so the numbers are the
 * same on every machine and every run. Sizes are brotli at quality 11 (what the sandbox host and a CDN serve), in
 * KB of 1,024 bytes (as `bench/`).
 *
 * - **first card**: what /marketplace needs before its first auction card: the entry chunk and everything it imports
 *   statically, plus the marketplace route chunk and everything that imports statically.
 * - **first two seconds**: the first card's JS plus the shell's secondary parts that load on their own right after
 *   it, with no click (menus, footer, life cycle, terms gate, tours: `AFTER_FIRST_CARD`). The e2e check
 *   (`apps/web/e2e/perf.e2e.ts`) proves in Chromium that the page loads nothing outside these two sets.
 * - **schemas**: effect and the domain's Schemas (docs/adr/0039), one chunk off the listing's path that the first area
 *   reading a Schema loads once; counted apart, not in each area.
 * - **inversify**: the container library (docs/adr/0030 amendment), likewise one chunk the first area loads once;
 *   counted apart, not in each area.
 * - **area**: each `apps/web/src/areas/{area}/index.ts` chunk and its static imports, less what the shell (entry and
 *   its secondary parts) already loaded: what opening the area costs a dealer already in the app.
 */

export const KB = 1024

/** Issue 10's targets. */
export const targets = {
  firstCard: 130 * KB,
  firstTwoSeconds: 150 * KB,
  area: 40 * KB,
  schemas: 25 * KB,
  inversify: 16 * KB,
} as const

/**
 * What the check enforces while the listing is still above a target: the size reached so far plus about 2 KB for the
 * other areas' work on the shell, lowered with each saving so nothing slips back (a ratchet). Equal to `targets` once
 * they are met.
 */
export const budgets: Record<keyof typeof targets, number> = {
  // met: 127.9 once inversify loads with the first area, not before the first card (ADR 0030 amendment; was 141.4)
  firstCard: targets.firstCard,
  // 175.5 after ADR 0039; +1.5 for the notification's one-click approval (ADR 0044), which loads with the bell menu;
  // 184.1 after ADR 0046 (+8.3: what moved after the first card is code the first cards' chunk no longer shares a
  // brotli window with); 185.2 after merging the day's work at 19:49; 172.8 once the shell's second half extends the
  // core graph and inversify loads with the first other area (ADR 0030 amendment); 166.2 once the tours' view, the terms
  // modal, the dev-tools panel, the update prompt and the approval buttons load when due (ADR 0053)
  firstTwoSeconds: 168.5 * KB,
  area: targets.area,
  schemas: targets.schemas,
  inversify: targets.inversify,
}

/** The marketplace route's screen module (the lazy chunk `routing/screens.ts` loads for /marketplace and /search). */
export const MARKETPLACE_ROUTE = 'apps/web/src/routes/MarketplaceRoute.tsx'

/** The shell's secondary parts, loaded without a click once the first cards are shown (RootLayout, deferredWidgets, containers/header/headerWidgets,
 * and TanStack Query before them: useChromeReadiness). */
export const AFTER_FIRST_CARD = [
  'apps/web/src/lifecycle/Lifecycle.tsx',
  'packages/ui/src/deferred.ts',
  'packages/ui/src/components/Footer/Footer.tsx',
  'packages/ui/src/containers/notifications/NotificationsMenuContainer.tsx',
  'packages/ui/src/components/UserMenu/UserMenu.tsx',
  'packages/ui/src/containers/rewards/DealerRewardsButton.tsx',
  // TanStack Query, loaded before those parts render, and the listing's search panel with it (docs/adr/0046)
  'packages/ui/src/services/query/queryRuntime.ts',
  'packages/ui/src/listingSearch.ts',
  // the core's second half of ports, bound with TanStack Query (docs/adr/0046)
  'packages/adapters/src/areas/shell/index.ts',
] as const

const AREA_CHUNK = /^apps\/web\/src\/areas\/([^/]+)\/index\.ts$/

export interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly name?: string
}

export type Manifest = Readonly<Record<string, ManifestChunk>>

/** Manifest keys are relative to the app's root; budgets name modules relative to the repository. */
export interface BuildLayout {
  readonly manifest: Manifest
  /** The app's root (where vite.config.ts lives), relative to the repository: `apps/web`. */
  readonly appRoot: string
  /** Brotli size of one built file (`assets/…`). */
  readonly sizeOf: (file: string) => number
}

const repoPath = (appRoot: string, key: string) => posix.join(appRoot, key)

const keyOf = (layout: BuildLayout, module: string): string => {
  const key = Object.keys(layout.manifest).find((k) => repoPath(layout.appRoot, k) === module)
  if (key === undefined) throw new Error(`${module} is not a chunk of the build (is it still loaded lazily?)`)
  return key
}

/** A chunk and every chunk it imports statically, transitively: what the browser loads with it. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]): Set<string> => {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`the manifest has no chunk ${key}`)
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return files
}

export interface Measure {
  readonly name: string
  readonly files: readonly string[]
  readonly bytes: number
  readonly budget: number
  readonly target: number
}

const measure = (layout: BuildLayout, name: string, files: Iterable<string>, kind: keyof typeof targets): Measure => {
  const list = [...files].sort()
  const bytes = list.reduce((sum, f) => sum + layout.sizeOf(f), 0)
  return { name, files: list, bytes, budget: budgets[kind], target: targets[kind] }
}

const entryKey = (manifest: Manifest): string => {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry)
  if (entries.length !== 1 || entries[0] === undefined) throw new Error(`expected one entry, found ${entries.length}`)
  return entries[0]
}

/** The file of the chunk the build config names so (`schemas`, `inversify`), if the build has one. */
const chunkNamed = (manifest: Manifest, name: string): string | undefined =>
  Object.values(manifest).find((c) => c.name === name)?.file

/** The JS files of each budget: the first card, its first two seconds, the shell, and every area beyond the shell. */
export const budgetSets = (layout: BuildLayout) => {
  const { manifest } = layout
  const entry = entryKey(manifest)
  const firstCard = staticClosure(manifest, [entry, keyOf(layout, MARKETPLACE_ROUTE)])
  const afterFirstCard = AFTER_FIRST_CARD.map((m) => keyOf(layout, m))
  const firstTwoSeconds = new Set([...firstCard, ...staticClosure(manifest, afterFirstCard)])
  const shell = staticClosure(manifest, [entry, ...afterFirstCard])
  const schemas = chunkNamed(manifest, 'schemas')
  const inversify = chunkNamed(manifest, 'inversify')
  const areas = Object.keys(manifest)
    .map((key) => ({ key, match: AREA_CHUNK.exec(repoPath(layout.appRoot, key)) }))
    .filter((a): a is { key: string; match: RegExpExecArray } => a.match !== null)
    .map(({ key, match }) => ({
      area: match[1] ?? key,
      files: [...staticClosure(manifest, [key])].filter((f) => !shell.has(f) && f !== schemas && f !== inversify),
    }))
  const listed = (file: string | undefined) => (file === undefined ? [] : [file])
  return { firstCard, firstTwoSeconds, shell, areas, schemas: listed(schemas), inversify: listed(inversify) }
}

/**
 * The areas whose first screen draws without effect's runtime (docs/adr/0039 amendment): their adapters check payloads
 * with generated guards, so their chunk must not import the `schemas` chunk (issue 12: the saved list's first rows).
 */
export const EFFECT_FREE_AREAS: readonly string[] = ['selling']

/** The effect-free areas whose chunk imports the `schemas` chunk after all (empty when the build keeps its word). */
export const areasLoadingSchemas = (layout: BuildLayout): string[] => {
  const { manifest } = layout
  const schemas = chunkNamed(manifest, 'schemas')
  if (schemas === undefined) return []
  return Object.keys(manifest)
    .map((key) => ({ key, area: AREA_CHUNK.exec(repoPath(layout.appRoot, key))?.[1] }))
    .filter((a) => a.area !== undefined && EFFECT_FREE_AREAS.includes(a.area))
    .filter((a) => staticClosure(manifest, [a.key]).has(schemas))
    .map((a) => a.area as string)
}

/** Every budget measured: the listing's two, then one per area. */
export const measureBudgets = (layout: BuildLayout): Measure[] => {
  const sets = budgetSets(layout)
  return [
    measure(layout, 'marketplace: JS before the first card', sets.firstCard, 'firstCard'),
    measure(layout, 'marketplace: JS in its first two seconds', sets.firstTwoSeconds, 'firstTwoSeconds'),
    ...(sets.schemas.length > 0
      ? [
          measure(
            layout,
            'schemas: effect and the domain Schemas, loaded once by the first area',
            sets.schemas,
            'schemas',
          ),
        ]
      : []),
    ...(sets.inversify.length > 0
      ? [measure(layout, 'inversify: the container, loaded once by the first area', sets.inversify, 'inversify')]
      : []),
    ...sets.areas.map((a) => measure(layout, `area ${a.area}: its own JS beyond the shell`, a.files, 'area')),
  ]
}

export const brotli11 = (bytes: Uint8Array): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The web app's production build on disk (`npm run build -w @gavel/web` writes it). */
export const webBuild = (repoRoot: string): BuildLayout => {
  const dist = resolve(repoRoot, 'apps/web/dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  return { manifest, appRoot: 'apps/web', sizeOf: (file) => brotli11(readFileSync(join(dist, file))) }
}
