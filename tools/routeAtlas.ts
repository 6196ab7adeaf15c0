/**
 * `npm run atlas` writes docs/routes.md; `npm run atlas:check` (part of `npm test`) fails when it is stale.
 * For every route of the domain's table: its path, who may open it, its guard and flag, the screen that draws it
 * (or "coming soon"), the ports that screen resolves, and the gateway operations of the adapters bound to them.
 * It reads the source as text (imports, `useService(Port)`, `bind<…>(Port.key)`, `client.GET('/path')`): a map
 * for a newcomer, not a proof; the tests are the proof.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { decideNavigation, FlagSlugs, type NavigationSession, type RouteEntry, routeTable } from '@gavel/domain'
import { aUser } from '@gavel/domain/testing'

const root = join(import.meta.dirname, '..')
const read = (file: string) => readFileSync(file, 'utf8')
const rel = (file: string) => relative(root, file)

const PACKAGE_ENTRIES: Readonly<Record<string, string>> = {
  '@gavel/ui': 'packages/ui/src/index.ts',
  '@gavel/ui/deferred': 'packages/ui/src/deferred.ts',
}

/** The file a module specifier names, or null for one outside the ui and web sources (domain, libraries). */
const resolveImport = (from: string, specifier: string): string | null => {
  let base: string
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else if (PACKAGE_ENTRIES[specifier]) return join(root, PACKAGE_ENTRIES[specifier])
  else if (specifier.startsWith('@gavel/ui/areas/')) base = join(root, 'packages/ui/src/areas', specifier.slice(16))
  else return null
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  }
  return null
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:\{([^}]*)\}|(\w+))?\s*(?:from\s*)?['"]([^'"]+)['"]/g
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g
const namesIn = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => (part.split(/\s+as\s+/)[0] as string).trim())

/** The ports a screen's module resolves, following its imports through the ui and the web app. */
const portsOfScreen = (entry: string, exportName: string): string[] => {
  const ports = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string, names: readonly string[] | null) => {
    const text = read(file)
    if (names !== null) {
      // A barrel: follow only the re-exports of the names asked for; names defined here make the file whole.
      const local: string[] = []
      for (const name of names) {
        const reexport = [...text.matchAll(IMPORT)].find(
          (m) => m[0].startsWith('export') && namesIn(m[1]).includes(name),
        )
        const target = reexport ? resolveImport(file, reexport[3] as string) : null
        if (target) visit(target, [name])
        else local.push(name)
      }
      if (local.length === 0) return
    }
    if (seen.has(file)) return
    seen.add(file)
    for (const m of text.matchAll(/(?:useService|resolve)\(([A-Z]\w+)\)/g)) ports.add(m[1] as string)
    for (const m of text.matchAll(IMPORT)) {
      if (m[0].startsWith('export') && m[1] === undefined) continue
      const target = resolveImport(file, m[3] as string)
      if (target) visit(target, m[1] !== undefined ? namesIn(m[1]) : null)
    }
    for (const m of text.matchAll(DYNAMIC)) {
      const target = resolveImport(file, m[1] as string)
      if (target) visit(target, null)
    }
  }
  visit(entry, [exportName])
  return [...ports].sort()
}

interface Screen {
  readonly file: string
  readonly exportName: string
  readonly area: string | null
}

/** The screens of apps/web: the shell's own (routing/screens.ts) and each area's (areas/{area}/index.ts). */
const screens = (): ReadonlyMap<string, Screen> => {
  const found = new Map<string, Screen>()
  const catalog = join(root, 'apps/web/src/routing/screens.ts')
  for (const m of read(catalog).matchAll(/(\w+): async \(\) => \(await import\('([^']+)'\)\)\.(\w+)/g)) {
    const file = resolveImport(catalog, m[2] as string)
    if (file) found.set(m[1] as string, { file, exportName: m[3] as string, area: null })
  }
  const areas = join(root, 'apps/web/src/areas')
  for (const area of readdirSync(areas, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const index = join(areas, area.name, 'index.ts')
    if (!existsSync(index)) continue
    const mapScreens = (file: string, block: string) => {
      const imports = new Map<string, string>()
      for (const m of read(file).matchAll(IMPORT)) for (const name of namesIn(m[1])) imports.set(name, m[3] as string)
      for (const m of block.matchAll(/\.\.\.(\w+)|(\w+)(?::\s*(\w+))?/g)) {
        const spread = m[1]
        const target = spread ? imports.get(spread) : undefined
        const spreadFile = target ? resolveImport(file, target) : null
        if (spreadFile) {
          mapScreens(spreadFile, read(spreadFile))
          continue
        }
        const component = (m[3] ?? m[2]) as string
        const specifier = imports.get(component)
        const componentFile = specifier ? resolveImport(file, specifier) : null
        if (componentFile) found.set(m[2] as string, { file: componentFile, exportName: component, area: area.name })
      }
    }
    mapScreens(index, read(index).match(/screens:\s*\{([\s\S]*?)\}/)?.[1] ?? '')
    // Every route the area's routes.ts names is the area's, even where its screen could not be traced.
    const routesFile = join(areas, area.name, 'routes.ts')
    const listed = existsSync(routesFile) ? (read(routesFile).match(/routeIds\s*=\s*\[([\s\S]*?)\]/)?.[1] ?? '') : ''
    for (const m of listed.matchAll(/'(\w+)'/g)) {
      if (!found.has(m[1] as string)) found.set(m[1] as string, { file: index, exportName: 'entry', area: area.name })
    }
  }
  return found
}

interface Binding {
  readonly adapter: string
  readonly gateway: string | null
  readonly operations: readonly string[]
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  )

/** Each port's adapter as bound by the container's modules and the areas, with the calls the adapter makes. */
const bindings = (): ReadonlyMap<string, Binding> => {
  const sources = filesUnder(join(root, 'packages/adapters/src')).filter((f) => !f.endsWith('.test.ts'))
  const byName = new Map(sources.map((f) => [f.slice(f.lastIndexOf('/') + 1, -3), f]))
  const found = new Map<string, Binding>()
  for (const file of sources.filter((f) => f.includes('/container/') || f.includes('/areas/'))) {
    const text = read(file)
    const binds = [...text.matchAll(/bind<[^>]*>\((\w+)\.key\)/g)]
    binds.forEach((m, i) => {
      const chunk = text.slice(m.index, binds[i + 1]?.index ?? text.length)
      const adapter = [...chunk.matchAll(/new (\w+)\(/g)].map((n) => n[1] as string).find((n) => byName.has(n))
      if (adapter === undefined) return
      const adapterFile = byName.get(adapter)
      const operations = adapterFile
        ? [...read(adapterFile).matchAll(/\.(GET|POST|PUT|PATCH|DELETE)\(\s*['"`]([^'"`]+)['"`]/g)].map(
            (op) => `${op[1]} ${op[2]}`,
          )
        : []
      found.set(m[1] as string, {
        adapter,
        gateway: chunk.match(/Internal\.(\w+)Client/)?.[1] ?? null,
        operations: [...new Set(operations)],
      })
    })
  }
  return found
}

const guardOf = (route: RouteEntry): string => {
  const parts: string[] = [route.access]
  if (route.sellerOnly) parts.push('seller only')
  if (route.adminOnly) parts.push('admin only')
  if (route.activeOnly) parts.push('active users only')
  if (route.redirect) parts.push(`→ ${route.redirect}`)
  if (route.external) parts.push('leaves for the external page')
  return parts.join(', ')
}

/** A route's path with its parameters filled in, as a dealer would open it. */
const samplePath = (path: string) =>
  path
    .replace(/\/:\w+\?/g, '')
    .replace(/:\w+/g, '1')
    .replace(/\/\*$/, '')

/** Sessions to ask the guard about: a seller admin with every flag on or off, and a limited user. */
const sessions = (): NavigationSession[] => {
  const flags = Object.fromEntries(Object.values(FlagSlugs).map((slug) => [slug, true]))
  const seller = aUser().memberOf(1, 'admin').withRole('billing_manager').build()
  const limited = aUser().memberOf(1).readonly().build()
  const preferences = { prefersSearchRefresh: false }
  return [
    { user: seller, flags, preferences },
    { user: seller, flags: {}, preferences },
    { user: limited, flags, preferences },
  ]
}

/** Routes the guard never lets through for anyone (it sends them on, e.g. /auctions/active): they need no screen. */
const onlyRedirected = (route: RouteEntry): boolean =>
  [null, ...sessions()].every((session) =>
    [false, true].every(
      (isMobileDevice) =>
        decideNavigation({
          pathname: samplePath(route.path),
          search: '?token=t',
          session,
          outstandingAuctionIds: null,
          isMobileDevice,
        }).kind !== 'allow',
    ),
  )

export const atlas = (): string => {
  const drawn = screens()
  const bound = bindings()
  const lines = [
    '# Route atlas',
    '',
    "Generated by `npm run atlas` from the domain's route table (`packages/domain/src/navigation/routes.ts`), the",
    "web app's screens (`apps/web/src/routing/screens.ts`, `apps/web/src/areas/*/index.ts`) and the adapters'",
    "bindings; `npm test` fails when it is stale. Guards: `packages/domain/src/navigation/guard.ts`. A screen's",
    'ports are found by following its imports; each port names its adapter and the gateway calls that adapter makes.',
    '',
  ]
  const pending: string[] = []
  for (const route of routeTable) {
    const screen = drawn.get(route.id)
    lines.push(`## ${route.path} — \`${route.id}\``, '')
    lines.push(
      `- guard: ${guardOf(route)}${route.flag ? `; flag \`${route.flag}\` (else ${route.flagFallback ?? '/auctions/active'})` : ''}`,
    )
    if (route.redirect) {
      lines.push('')
      continue
    }
    if (!screen) {
      const elsewhere = route.external
        ? 'none (leaves the app)'
        : onlyRedirected(route)
          ? 'none (the guard sends on)'
          : null
      if (elsewhere === null) pending.push(`\`${route.path}\``)
      lines.push(`- screen: ${elsewhere ?? '**coming soon**'}`, '')
      continue
    }
    lines.push(
      `- screen: \`${screen.exportName}\` in \`${rel(screen.file)}\`${screen.area ? ` (area \`${screen.area}\`)` : ''}`,
    )
    const ports = portsOfScreen(screen.file, screen.exportName)
    if (ports.length > 0) lines.push('- ports:')
    for (const port of ports) {
      const binding = bound.get(port)
      if (!binding) {
        lines.push(`  - \`${port}\``)
        continue
      }
      const ops = binding.operations.length > 0 ? `: ${binding.operations.map((op) => `\`${op}\``).join(', ')}` : ''
      lines.push(
        `  - \`${port}\` → \`${binding.adapter}\`${binding.gateway ? ` (${binding.gateway} gateway)` : ''}${ops}`,
      )
    }
    lines.push('')
  }
  lines.push('## Still coming soon', '', pending.length === 0 ? 'None.' : pending.join(', '), '')
  return lines.join('\n')
}

const target = join(root, 'docs/routes.md')
if (process.argv[1] === import.meta.filename) {
  const text = atlas()
  if (process.argv.includes('--check')) {
    if (!existsSync(target) || read(target) !== text) {
      console.error('docs/routes.md is stale: run `npm run atlas` and commit it.')
      process.exitCode = 1
    } else console.log('docs/routes.md is current.')
  } else {
    writeFileSync(target, text)
    console.log(`wrote ${rel(target)}`)
  }
}
