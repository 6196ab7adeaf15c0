/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import * as domain from './index'

const modules = import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./testing/**', '!./index.ts', '!./areas/**'], {
  eager: true,
})

/** Each area's own surface (`@gavel/domain/areas/{name}`, ADR 0019): its barrel names every value of its modules. */
const areaModules = import.meta.glob(['./areas/*/**/*.ts', '!./areas/**/*.test.ts', '!./areas/*/index.ts'], {
  eager: true,
})
const areaBarrels = import.meta.glob('./areas/*/index.ts', { eager: true })

describe('public entry (`docs/style.md` 2)', () => {
  it('each area barrel exports every value of its own modules', () => {
    const missing = Object.entries(areaModules).flatMap(([file, module]) => {
      const barrel = areaBarrels[`./areas/${file.split('/')[2]}/index.ts`] as Record<string, unknown> | undefined
      const exported = new Set<unknown>(Object.values(barrel ?? {}))
      return Object.entries(module as Record<string, unknown>)
        .filter(([, value]) => !exported.has(value))
        .map(([name]) => `${file}#${name}`)
    })
    expect(missing).toEqual([])
  })

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
