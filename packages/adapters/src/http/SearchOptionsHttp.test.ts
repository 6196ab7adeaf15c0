import { SearchOptions } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const signIn = () => app.signIn('buyer')
const catalog = () => app.services.resolve(SearchOptions)

describe('SearchOptionsHttp against the sandbox (marketplace §7 Search service)', () => {
  it('offers year, make, model, trim and mileage, and the trims of a make and model on offer', async () => {
    await signIn()
    const options = await catalog().filterOptions()
    expect(options.map((o) => o.filterType)).toEqual(['year', 'make', 'model', 'trim', 'odometer'])
    const year = options[0]
    expect(year).toMatchObject({ kind: 'range', values: [] })
    expect(year?.min).toBeLessThanOrEqual(year?.max ?? 0)
    const make = options.find((o) => o.filterType === 'make')?.values[0]
    expect(make?.count).toBeGreaterThan(0)
    const definitions = await catalog().filterDefinitions()
    expect(definitions.find((d) => d.filterType === 'odometer')?.label).toBe('Mileage')

    const suggestion = (await catalog().suggestions(make?.value ?? '')).find((s) => s.filters.length === 2)
    const [m, model] = suggestion?.filters ?? []
    if (!m || !model || !('value' in m) || !('value' in model)) throw new Error('no make and model suggestion')
    const trims = await catalog().trimOptions(m.value, model.value)
    expect(trims.length).toBeGreaterThan(0)
    expect(await catalog().trimOptions('Nope', 'Nada')).toEqual([])
  })

  it('suggests makes and models for typed text, and nothing for blank text', async () => {
    await signIn()
    const options = await catalog().filterOptions()
    const make = options.find((o) => o.filterType === 'make')?.values[0]?.value ?? ''
    const suggestions = await catalog().suggestions(`  ${make.slice(0, 3).toLowerCase()} `)
    expect(suggestions[0]?.text.toLowerCase().startsWith(make.slice(0, 3).toLowerCase())).toBe(true)
    expect(suggestions.length).toBeLessThanOrEqual(10)
    expect(await catalog().suggestions('   ')).toEqual([])
  })

  it('lists condition options and records recent searches newest first without repeats', async () => {
    await signIn()
    expect((await catalog().conditionOptions()).map((c) => c.label)).toContain('Clean title')
    const ford = { filterType: 'make', value: 'Ford' } as const
    const years = { filterType: 'year', minValue: 2019, maxValue: null } as const
    await catalog().recordRecentSearch([ford])
    await catalog().recordRecentSearch([years])
    const history = await catalog().recordRecentSearch([ford])
    expect(history.map((h) => h.filters)).toEqual([[ford], [years]])
    expect(history[0]?.createdAt).toBe(app.sandbox.clock.now() - (app.sandbox.clock.now() % 1000))
  })
})
