import { describe, expect, it } from 'vitest'
import { safeReturnTarget } from './safeReturnTarget'

describe('safeReturnTarget (ADR 0029)', () => {
  it.each(['/marketplace', '/auction/5?action=bid', '/a/b#c'])('keeps same-origin path %s', (p) => {
    expect(safeReturnTarget(p)).toBe(p)
  })
  it.each([
    null,
    undefined,
    '',
    'marketplace',
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/a\nb',
    '/a\u0000',
    '/a\u007f',
  ])('drops %j', (p) => {
    expect(safeReturnTarget(p)).toBeNull()
  })
})
