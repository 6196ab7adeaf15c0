import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { GATEWAYS } from '../gateways'

const here = fileURLToPath(new URL('.', import.meta.url))
const entries = readdirSync(here, { withFileTypes: true })

describe('handlers/ layout (packages/sandbox/CONTEXT.md)', () => {
  it('keeps every handler in the folder of its gateway, beside the one helper set', () => {
    const flat = entries.filter((e) => e.isFile()).map((e) => e.name)
    expect(flat.sort()).toEqual([
      'createHandlers.ts',
      'failures.test.ts',
      'failures.ts',
      'layout.test.ts',
      'operations.ts',
    ])
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name)
    expect(folders.filter((f) => f !== 'kit' && !(GATEWAYS as readonly string[]).includes(f))).toEqual([])
  })

  it('keeps wire shapes in src/wire', () => {
    const wireFiles = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((f) => /Wire\.ts$/.test(f))
    expect(wireFiles).toEqual([])
  })
})
