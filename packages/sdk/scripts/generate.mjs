/**
 * Generates `src/generated/<gateway>.ts` from every `contracts/openapi/<gateway>.yaml` with openapi-typescript.
 *
 *   node scripts/generate.mjs           write the generated files
 *   node scripts/generate.mjs --check   write nothing; exit 1 naming every stale or missing file
 *
 * The contracts are the source of truth (`docs/architecture.md`, SDK); the generated files are committed so that
 * readers and the sandbox see the types in review, and `npm run sdk:check` fails when someone edits a
 * contract without regenerating.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const contractsDir = join(root, 'contracts/openapi')
const outDir = resolve(here, '../src/generated')
const check = process.argv.includes('--check')

const header = (source) =>
  `${COMMENT_HEADER}// Source: ${relative(root, source)}. Regenerate with \`npm run sdk:generate\`.\n\n`

async function generate(source) {
  const ast = await openapiTS(pathToFileURL(source), { silent: true })
  return header(source) + astToString(ast)
}

async function readOrNull(path) {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return null
  }
}

const sources = (await readdir(contractsDir)).filter((name) => name.endsWith('.yaml')).sort()
if (sources.length === 0) {
  console.error(`sdk:generate: no OpenAPI documents in ${relative(root, contractsDir)}`)
  process.exit(1)
}

const stale = []
for (const name of sources) {
  const source = join(contractsDir, name)
  const target = join(outDir, `${basename(name, '.yaml')}.ts`)
  const next = await generate(source)
  if (check) {
    if ((await readOrNull(target)) !== next) stale.push(relative(root, target))
  } else {
    await writeFile(target, next)
    console.log(`generated ${relative(root, target)} from ${relative(root, source)}`)
  }
}

if (stale.length > 0) {
  console.error(
    `sdk:check: generated types are stale or missing: ${stale.join(', ')}.\n` +
      'A contract under contracts/openapi changed without regenerating. Run `npm run sdk:generate` and commit the result.',
  )
  process.exit(1)
}
if (check) console.log(`sdk:check: ${sources.length} generated files are up to date`)
