import { describe, expect, it } from 'vitest'
import {
  AFTER_FIRST_CARD,
  areasLoadingSchemas,
  type BuildLayout,
  budgets,
  KB,
  type Manifest,
  measureBudgets,
} from './sizeBudget'

/** Manifest keys are relative to apps/web. */
const keyOf = (module: string) =>
  module.startsWith('apps/web/') ? module.slice('apps/web/'.length) : `../../${module}`
const deferred = Object.fromEntries(
  AFTER_FIRST_CARD.map((m, i) => [
    keyOf(m),
    { file: `assets/deferred${i}.js`, isDynamicEntry: true, imports: ['_shared.js'] },
  ]),
)

/** A build shaped like the app's: an entry, a shared chunk, the marketplace route, the shell's deferred parts, areas. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_cardOnly.js': { file: 'assets/card.js' },
  'src/routes/MarketplaceRoute.tsx': { file: 'assets/market.js', isDynamicEntry: true, imports: ['_cardOnly.js'] },
  'src/areas/selling/index.ts': { file: 'assets/selling.js', isDynamicEntry: true, imports: ['_shared.js', '_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  ...deferred,
}

const layout = (sizes: Record<string, number>): BuildLayout => ({
  manifest,
  appRoot: 'apps/web',
  sizeOf: (file) => sizes[file] ?? 1,
})

describe('the JS size budgets', () => {
  it('count the entry and the marketplace route with all they import statically before the first card', () => {
    const [firstCard] = measureBudgets(layout({}))
    expect(firstCard?.files).toEqual(['assets/card.js', 'assets/index.js', 'assets/market.js', 'assets/react.js'])
  })

  it("count an area's own chunks only, not what the shell already loaded", () => {
    const area = measureBudgets(layout({ 'assets/big.js': 10 })).find((m) => m.name.startsWith('area selling'))
    expect(area?.files).toEqual(['assets/big.js', 'assets/selling.js'])
    expect(area?.bytes).toBe(11)
  })

  it('count the inversify chunk once, apart from the areas that load it', () => {
    const inversify = { file: 'assets/inversify.js', name: 'inversify' }
    const selling = {
      file: 'assets/selling.js',
      isDynamicEntry: true,
      imports: ['_shared.js', '_big.js', '_inversify.js'],
    }
    const measures = measureBudgets({
      ...layout({ 'assets/inversify.js': 14 * KB }),
      manifest: { ...manifest, 'src/areas/selling/index.ts': selling, '_inversify.js': inversify },
    })
    expect(measures.find((m) => m.name.startsWith('area selling'))?.files).toEqual([
      'assets/big.js',
      'assets/selling.js',
    ])
    expect(measures.find((m) => m.name.startsWith('inversify'))).toMatchObject({ bytes: 14 * KB, budget: 16 * KB })
  })

  it('put an area over its budget when its own JS passes 40 KB', () => {
    const area = measureBudgets(layout({ 'assets/big.js': 40 * KB })).find((m) => m.name.startsWith('area selling'))
    expect(area && area.bytes > area.budget).toBe(true)
    expect(budgets.area).toBe(40 * KB)
  })

  it('refuse a build where a module the budgets name is no chunk of its own', () => {
    const { 'src/routes/MarketplaceRoute.tsx': _, ...withoutRoute } = manifest
    expect(() => measureBudgets({ ...layout({}), manifest: withoutRoute })).toThrow(/MarketplaceRoute/)
  })

  it("name an effect-free area whose chunk imports effect's schemas chunk, and only then", () => {
    const schemas = { file: 'assets/schemas.js', name: 'schemas' }
    const clean = { ...manifest, '_schemas.js': schemas }
    expect(areasLoadingSchemas({ ...layout({}), manifest: clean })).toEqual([])
    const selling = {
      ...manifest['src/areas/selling/index.ts'],
      file: 'assets/selling.js',
      imports: ['_big.js', '_schemas.js'],
    }
    const withEffect = { ...clean, 'src/areas/selling/index.ts': selling }
    expect(areasLoadingSchemas({ ...layout({}), manifest: withEffect })).toEqual(['selling'])
  })
})
