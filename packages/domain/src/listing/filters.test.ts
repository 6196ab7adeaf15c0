import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SearchFilter } from '../model/savedSearch'
import {
  applySuggestedFilters,
  chooseFilterRange,
  chooseFilterValue,
  chosenRange,
  chosenValue,
  quickFilterOf,
  quickFiltersOf,
  removeFilter,
  toggleFilterValue,
} from './filters'
import { describeFilter, describeFilters, FilterTexts, savedSearchNameProblem } from './filtersText'
import { quickFiltersToFilters, quickFilterToFilter } from './quickFilters'

const ford: SearchFilter = { filterType: 'make', value: 'Ford' }
const f150: SearchFilter = { filterType: 'model', value: 'F-150' }
const xlt: SearchFilter = { filterType: 'trim', value: 'XLT' }

describe('quick filters of f (marketplace §2, docs/adr/0013)', () => {
  it('writes values and ranges as quickFilterToFilter reads them', () => {
    expect(quickFiltersOf([ford, { filterType: 'year', minValue: 2019, maxValue: 2023 }])).toEqual([
      'make:Ford',
      'year:2019-2023',
    ])
    expect(quickFilterOf({ filterType: 'odometer', minValue: null, maxValue: 60000 })).toBe('odometer:-60000')
    expect(quickFilterOf({ filterType: 'year', minValue: 2019, maxValue: null })).toBe('year:2019-')
    expect(quickFiltersToFilters(['model:F-150', 'trim:Sport: AWD'])).toEqual([
      f150,
      { filterType: 'trim', value: 'Sport: AWD' },
    ])
  })
  it('read after write is the identity (property)', () => {
    const type = fc.stringMatching(/^[a-z_]{1,10}$/)
    const filter: fc.Arbitrary<SearchFilter> = fc.oneof(
      fc.record({ filterType: type, value: fc.string({ minLength: 1 }).filter((v) => !/^\d*-\d*$/.test(v)) }),
      fc
        .record({
          filterType: type,
          minValue: fc.option(fc.nat({ max: 1e6 })),
          maxValue: fc.option(fc.nat({ max: 1e6 })),
        })
        .filter((r) => r.minValue !== null || r.maxValue !== null),
    )
    fc.assert(
      fc.property(filter, (f) => {
        expect(quickFilterToFilter(quickFilterOf(f))).toEqual(f)
      }),
    )
  })
})

describe('choosing filters in the flyout', () => {
  it('replaces a value, and a new make clears its model and trim', () => {
    const chosen = [ford, f150, xlt]
    expect(chooseFilterValue(chosen, 'make', 'Ram')).toEqual([{ filterType: 'make', value: 'Ram' }])
    expect(chooseFilterValue(chosen, 'model', 'Ranger')).toEqual([ford, { filterType: 'model', value: 'Ranger' }])
    expect(chooseFilterValue(chosen, 'make', 'Ford')).toEqual([f150, xlt, ford])
    expect(chooseFilterValue(chosen, 'trim', null)).toEqual([ford, f150])
    expect(chooseFilterValue(chosen, 'make', null)).toEqual([])
  })
  it('sets and clears a range', () => {
    expect(chooseFilterRange([ford], 'year', 2019, null)).toEqual([
      ford,
      { filterType: 'year', minValue: 2019, maxValue: null },
    ])
    expect(chooseFilterRange([{ filterType: 'year', minValue: 1, maxValue: 2 }], 'year', null, null)).toEqual([])
  })
  it('toggles conditions one by one', () => {
    const one = toggleFilterValue([], 'condition', 'clean_title')
    const two = toggleFilterValue(one, 'condition', 'runs_and_drives')
    expect(two).toHaveLength(2)
    expect(toggleFilterValue(two, 'condition', 'clean_title')).toEqual([
      { filterType: 'condition', value: 'runs_and_drives' },
    ])
  })
  it('applies a suggestion over the current make and model', () => {
    expect(applySuggestedFilters([ford, f150, xlt], [{ filterType: 'make', value: 'Ram' }])).toEqual([
      { filterType: 'make', value: 'Ram' },
    ])
    expect(applySuggestedFilters([{ filterType: 'year', minValue: 2020, maxValue: null }], [ford, f150])).toEqual([
      { filterType: 'year', minValue: 2020, maxValue: null },
      ford,
      f150,
    ])
  })
  it('removes a chip with what depended on it', () => {
    expect(removeFilter([ford, f150, xlt], f150)).toEqual([ford])
    expect(
      removeFilter([ford, { filterType: 'condition', value: 'a' }], { filterType: 'condition', value: 'a' }),
    ).toEqual([ford])
  })
  it('reads what is chosen', () => {
    expect(chosenValue([ford], 'make')).toBe('Ford')
    expect(chosenValue([ford], 'model')).toBeNull()
    expect(chosenRange([{ filterType: 'year', minValue: 2019, maxValue: null }], 'year')).toEqual({
      minValue: 2019,
      maxValue: null,
    })
    expect(chosenRange([], 'year')).toEqual({ minValue: null, maxValue: null })
  })
})

describe('filter texts', () => {
  it('names a saved search or says why not', () => {
    expect(savedSearchNameProblem('  ')).toBe(FilterTexts.savedSearchNameRequired)
    expect(savedSearchNameProblem('x'.repeat(101))).toBe(FilterTexts.savedSearchNameTooLong)
    expect(savedSearchNameProblem(` ${'x'.repeat(100)} `)).toBeNull()
  })
  it('describes chips', () => {
    expect(describeFilter(ford)).toBe('Make: Ford')
    expect(describeFilter({ filterType: 'condition', value: 'clean_title' }, 'Clean title')).toBe(
      'Condition: Clean title',
    )
    expect(describeFilter({ filterType: 'year', minValue: 2019, maxValue: 2023 })).toBe('Year: 2019–2023')
    expect(describeFilter({ filterType: 'odometer', minValue: null, maxValue: 60000 })).toBe('Mileage: up to 60,000')
    expect(describeFilter({ filterType: 'year', minValue: 2019, maxValue: null })).toBe('Year: from 2019')
    expect(describeFilter({ filterType: 'body_style', value: 'Coupe' })).toBe('Body_style: Coupe')
    expect(describeFilters([])).toBe('All vehicles')
    expect(describeFilters([ford, f150])).toBe('Make: Ford · Model: F-150')
  })
})
