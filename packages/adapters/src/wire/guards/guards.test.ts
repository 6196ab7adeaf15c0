import { readdirSync, readFileSync } from 'node:fs'
import { Arbitrary, Effect, Result, Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as guards from './generated/guards'
import { guardedModules } from './guardedSchemas'
import { guardFiles, guardName } from './guardsModule'

/** Every path to a value inside a sample, the sample itself included. */
const paths = (value: unknown, at: readonly string[] = []): string[][] =>
  typeof value === 'object' && value !== null
    ? [[...at], ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))]
    : [[...at]]

const REPLACEMENTS = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, 0, -0, 1.5, 2 ** 60, 880001, '', 'x']
  .concat(['BID', 'active', 'message', 'live', 'rep', true, false] as never[])
  .concat([{}, [], [1], ['x'], { id: 1 }] as never[])

/** The sample with the value at `path` replaced, or its key deleted (`DELETE`); arrays stay arrays. */
const DELETE = Symbol('delete')
const mutate = (sample: unknown, path: readonly string[], next: unknown): unknown => {
  if (path.length === 0) return next === DELETE ? undefined : next
  const [head, ...rest] = path as [string, ...string[]]
  const copy = (Array.isArray(sample) ? [...sample] : { ...(sample as object) }) as Record<string, unknown>
  if (rest.length === 0 && next === DELETE) delete copy[head]
  else copy[head] = mutate(copy[head], rest, next)
  return copy
}

const decodes = (schema: Schema.Top, u: unknown) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(u))

/** Valid payloads made from the Schema itself (effect's Arbitrary), so every guarded Schema is covered. */
const samplesOf = (schema: Schema.Top, count: number): readonly unknown[] =>
  Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as Schema.Codec<unknown>), { count }))

const byName = guards as unknown as Record<string, (u: unknown) => boolean>

describe('the generated payload guards (docs/adr/0021, 0039)', () => {
  it('are what the generator writes from the Schemas today (run `npm run guards:generate` after changing one)', () => {
    const dir = new URL('./generated/', import.meta.url)
    const files = guardFiles()
    expect(readdirSync(dir).sort()).toEqual(Object.keys(files).sort())
    for (const [name, text] of Object.entries(files)) expect(readFileSync(new URL(name, dir), 'utf8')).toBe(text)
  })

  for (const { from, schemas } of guardedModules) {
    for (const [name, schema] of Object.entries(schemas)) {
      it(`${guardName(name)} (${from}) agrees with its Schema on valid payloads and on every kind of damage to them`, () => {
        const guard = byName[guardName(name)]
        if (guard === undefined) throw new Error(`no generated guard ${guardName(name)}`)
        const samples = samplesOf(schema, 12)
        for (const sample of samples) {
          expect(decodes(schema, sample)).toBe(true)
          expect(guard(sample)).toBe(true)
        }
        fc.assert(
          fc.property(
            fc.constantFrom(...samples).chain((sample) =>
              fc.tuple(
                fc.constant(sample),
                fc.array(
                  fc.record({
                    path: fc.constantFrom(...paths(sample)),
                    next: fc.constantFrom<unknown>(DELETE, ...REPLACEMENTS),
                  }),
                  { minLength: 1, maxLength: 3 },
                ),
              ),
            ),
            ([sample, changes]) => {
              const damaged = changes.reduce<unknown>((s, c) => mutate(s, c.path, c.next), sample)
              expect(guard(damaged)).toBe(decodes(schema, damaged))
            },
          ),
          { numRuns: 400 },
        )
      })
    }
  }

  it('turn a malformed listing page into the domain MalformedResponse, as decoding with Schema did', async () => {
    const { guardOrThrow } = await import('../../support/guarded')
    const { MalformedResponse } = await import('@gavel/domain')
    const decodePage = guardOrThrow(guards.isListingPageWire, 'listing')
    expect(decodePage({ results: [], total: 0, from: null })).toEqual({ results: [], total: 0, from: null })
    expect(() => decodePage({ results: [], total: '0', from: null })).toThrow(MalformedResponse)
    try {
      decodePage({ results: null })
    } catch (error) {
      expect(error).toMatchObject({ _tag: 'MalformedResponse', operation: 'listing' })
    }
  })
})
