import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { guardFiles } from '../src/wire/guards/guardsModule'

/** `npm run guards:generate`: writes the payload guards from their Schemas (docs/adr/0021), one file per guard. */
const dir = new URL('../src/wire/guards/generated/', import.meta.url)
mkdirSync(dir, { recursive: true })
const files = guardFiles()
for (const stale of readdirSync(dir)) if (!(stale in files)) rmSync(new URL(stale, dir))
for (const [name, text] of Object.entries(files)) writeFileSync(new URL(name, dir), text)
console.log(`wrote ${Object.keys(files).length} files to ${dir.pathname}`)
