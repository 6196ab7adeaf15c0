/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import * as domain from './index'

const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./testing/**', '!./index.ts'], { eager: true })

describe('public entry (STYLE.md 2)', () => {
  it('exports every value of every domain module', () => {
    const exported = new Set<unknown>(Object.values(domain))
    const missing = Object.entries(modules).flatMap(([file, module]) =>
      Object.entries(module as Record<string, unknown>)
        .filter(([, value]) => !exported.has(value))
        .map(([name]) => `${file}#${name}`),
    )
    expect(missing).toEqual([])
  })
})
