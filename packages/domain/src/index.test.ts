/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import * as root from './index'
import * as model from './model/index'
import * as navigation from './navigation/index'
import * as ports from './ports/index'
import * as rules from './rules/index'
import * as useCases from './useCases/index'

/**
 * The deliberate public surface (docs/adr/0042): each subpath barrel names the public values of its own folders, the
 * root barrel is their union, and everything else stays private to the domain. Which names are public is reviewed
 * in `packages/domain/api-report.md` (`npm run api:check`).
 */
const SUBPATHS = { model, rules, navigation, ports, useCases } as const
type Subpath = keyof typeof SUBPATHS

/** The subpath of each top-level folder or file of src/. */
const HOME: Readonly<Record<string, Subpath>> = {
  model: 'model',
  errors: 'model',
  messages: 'model',
  constants: 'model',
  featureFlags: 'model',
  taggedError: 'model',
  values: 'model',
  rules: 'rules',
  collections: 'rules',
  listing: 'rules',
  launch: 'rules',
  offers: 'rules',
  terms: 'rules',
  tours: 'rules',
  transport: 'rules',
  loyalty: 'rules',
  shell: 'rules',
  session: 'rules',
  navigation: 'navigation',
  ports: 'ports',
  useCases: 'useCases',
}

const modules = import.meta.glob(
  ['./**/*.ts', '!./**/*.test.ts', '!./testing/**', '!./index.ts', '!./*/index.ts', '!./areas/**'],
  { eager: true },
)
/** Each area's own surface (`@gavel/domain/areas/{name}`, ADR 0019): its barrel names every value of its modules. */
const areaModules = import.meta.glob(['./areas/*/**/*.ts', '!./areas/**/*.test.ts', '!./areas/*/index.ts'], {
  eager: true,
})
const areaBarrels = import.meta.glob('./areas/*/index.ts', { eager: true })

const topOf = (file: string) => (file.split('/')[1] ?? '').replace(/\.ts$/, '')
/** The folders whose modules define a value (a value may be re-exported by a second module). */
const homesOf = (value: unknown): Set<Subpath | undefined> =>
  new Set(
    Object.entries(modules)
      .filter(([, module]) => Object.values(module as Record<string, unknown>).includes(value))
      .map(([file]) => HOME[topOf(file)]),
  )

describe('public surface (docs/style.md 2, docs/adr/0042)', () => {
  it('places every module of src/ under one subpath', () => {
    const homeless = Object.keys(modules).filter((file) => HOME[topOf(file)] === undefined)
    expect(homeless).toEqual([])
  })

  it('has each subpath barrel name only values of its own folders', () => {
    const strays = Object.entries(SUBPATHS).flatMap(([subpath, barrel]) =>
      Object.entries(barrel)
        .filter(([, value]) => !homesOf(value).has(subpath as Subpath))
        .map(([name]) => `${subpath}#${name}`),
    )
    expect(strays).toEqual([])
  })

  it('makes the root barrel exactly the union of the subpath barrels, each name public once', () => {
    const union = Object.values(SUBPATHS).flatMap((barrel) => Object.keys(barrel))
    expect(new Set(union).size).toBe(union.length)
    expect(Object.keys(root).sort()).toEqual([...union].sort())
    for (const [subpath, barrel] of Object.entries(SUBPATHS))
      for (const [name, value] of Object.entries(barrel))
        expect(Reflect.get(root, name), `${subpath}#${name}`).toBe(value)
  })

  it('keeps helpers private: a value no barrel names is not reachable from @gavel/domain', () => {
    const publicValues = new Set<unknown>(Object.values(root))
    const { createPortId } = modules['./ports/portId.ts'] as Record<string, unknown>
    const { parseQuery } = modules['./navigation/query.ts'] as Record<string, unknown>
    expect([createPortId, parseQuery].every((helper) => typeof helper === 'function')).toBe(true)
    expect(publicValues.has(createPortId)).toBe(false)
    expect(publicValues.has(parseQuery)).toBe(false)
  })

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
})
