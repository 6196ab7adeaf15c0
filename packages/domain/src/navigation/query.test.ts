import { describe, expect, it } from 'vitest'
import { parseQuery, queryValue, serializeQuery } from './query'

describe('query codec', () => {
  it('parses and serialises in order', () => {
    expect(parseQuery('?a=1&b=two+words&c&d=%25')).toEqual([
      ['a', '1'],
      ['b', 'two words'],
      ['c', ''],
      ['d', '%'],
    ])
    expect(serializeQuery([['a', 'x y']])).toBe('?a=x%20y')
    expect(serializeQuery([])).toBe('')
    expect(parseQuery('?bad=%E0%A4%A')).toEqual([['bad', '%E0%A4%A']])
    expect(queryValue('?a=1', 'b')).toBeNull()
  })
})
