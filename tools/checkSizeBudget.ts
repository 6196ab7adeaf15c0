import { fileURLToPath } from 'node:url'
import { areasLoadingSchemas, measureBudgets, webBuild } from './sizeBudget'

/**
 * `npm run size:check` (part of `npm run test:e2e`, after its build): the web app's JS size budgets per route and per
 * area (issue 10, `sizeBudget.ts`). Prints every measure and fails when one passes its budget.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const build = webBuild(repoRoot)
const measures = measureBudgets(build)
let over = 0
for (const m of measures) {
  const ok = m.bytes <= m.budget
  if (!ok) over++
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${m.name}: ${kb(m.bytes)} brotli (budget ${kb(m.budget)}${m.budget > m.target ? `, target ${kb(m.target)}` : ''}; ${m.files.length} files)`,
  )
  if (!ok) for (const f of m.files) console.log(`       ${f}`)
}
const withEffect = areasLoadingSchemas(build)
for (const area of withEffect)
  console.log(`OVER area ${area}: its chunk imports effect's schemas chunk (docs/adr/0039)`)
if (withEffect.length === 0) console.log('ok   effect-free areas load no schemas chunk')
over += withEffect.length
if (over > 0) {
  console.error(`${over} JS size budget(s) passed: see tools/sizeBudget.ts`)
  process.exit(1)
}
