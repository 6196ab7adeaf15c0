import { writeFileSync } from 'node:fs'
import { guardsModule } from '../src/wire/guards/guardsModule'

/** `npm run guards:generate`: writes the payload guards from their Schemas (docs/adr/0021). */
const target = new URL('../src/wire/guards/generated/guards.ts', import.meta.url)
writeFileSync(target, guardsModule())
console.log(`wrote ${target.pathname}`)
