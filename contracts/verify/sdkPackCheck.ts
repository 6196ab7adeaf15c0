/**
 * `npm run sdk:pack-check` (issue 4: "A test packs the SDK (npm pack), installs the tarball in a scratch TypeScript
 * project, and type-checks and runs a call against the sandbox."). It builds the SDK, packs it, installs the
 * tarball offline in a scratch project outside the repo, type-checks a consumer file with the repo's TypeScript
 * (strict, NodeNext, no path aliases and no `source` condition: types must resolve from `dist`), then runs it with
 * plain `node` against the sandbox's HTTP host: sign in as buyer@ and list the live auctions. Exits non-zero with a
 * message on any failure and removes its temporary directory either way.
 *
 * It lives beside the provider verification rather than in packages/sdk because it starts the sandbox, and the SDK
 * may not import the sandbox (depcruise `sdk-stands-alone`). Run with `tsx --conditions=source` (the sandbox is
 * TypeScript source). The scratch project does not see the
 * repo's node_modules: it resolves `@gavel/sdk` and its dependencies from its own `node_modules` only.
 */
import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startSandboxServer } from '@gavel/sandbox/node'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const sdkDir = join(repo, 'packages', 'sdk')
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc')
const SDK_DEPENDENCIES = ['openapi-fetch', 'effect'] as const

/** Asynchronous on purpose: the sandbox answers from this process's event loop while the child runs. */
const run = async (step: string, command: string, args: readonly string[], cwd: string): Promise<string> => {
  try {
    return (await promisify(execFile)(command, [...args], { cwd, encoding: 'utf8', timeout: 60_000 })).stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${step} failed (${command} ${args.join(' ')}):\n${stdout}${stderr}`)
  }
}

/** The consumer: typed paths of two gateways, compiled strictly and run by plain Node. */
const consumerSource = (
  identityUrl: string,
  buyingUrl: string,
) => `import { type BuyingComponents, createBuyingClient, createIdentityClient } from '@gavel/sdk'

const common = { clientVersion: 'pack-check' }
const identity = createIdentityClient({ ...common, baseUrl: ${JSON.stringify(identityUrl)} })
const { data: session } = await identity.POST('/api/login', {
  body: { userName: 'buyer@gavel.test', password: 'gavel-sandbox' },
})
if (!session) throw new Error('sign-in resolved without data')
const token: string = session.access_token
const buying = createBuyingClient({ ...common, baseUrl: ${JSON.stringify(buyingUrl)}, getAccessToken: async () => token })
const { data: page } = await buying.POST('/bff/filters/auctions/buying/active', {
  body: { filters: [], size: 12, sort: 'end_time' },
})
if (!page) throw new Error('the listing resolved without data')
const first: BuyingComponents['schemas']['AuctionWire'] | undefined = page.results[0]
if (!first || page.total < 1) throw new Error('the live listing is empty')
console.log(JSON.stringify({ results: page.results.length, total: page.total, firstId: first.id }))
`

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2024', 'DOM'],
    types: [],
    strict: true,
    noEmit: false,
    outDir: 'out',
    skipLibCheck: false,
  },
  files: ['index.ts'],
}

/**
 * Installs the tarball offline (the repo's install put openapi-fetch and effect in the npm cache). When the cache
 * lacks them, npm cannot install offline; then the repo's own copies are linked into the scratch node_modules, so
 * the check still proves the tarball's files, exports and types without reaching the network.
 */
const install = async (scratch: string, tarball: string): Promise<string> => {
  try {
    await run('offline install', 'npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], scratch)
    return 'npm install --offline'
  } catch (error) {
    const modules = join(scratch, 'node_modules')
    mkdirSync(join(modules, '@gavel'), { recursive: true })
    await run('extracting the tarball', 'tar', ['-xzf', tarball, '-C', join(modules, '@gavel')], scratch)
    const extracted = join(modules, '@gavel', 'package')
    if (!existsSync(extracted)) throw error
    renameSync(extracted, join(modules, '@gavel', 'sdk'))
    for (const dependency of SDK_DEPENDENCIES)
      symlinkSync(join(repo, 'node_modules', dependency), join(modules, dependency), 'dir')
    return 'tarball extracted, dependencies linked from the repo (offline install failed)'
  }
}

const main = async () => {
  const started = performance.now()
  const temp = mkdtempSync(join(tmpdir(), 'gavel-sdk-pack-'))
  const server = await startSandboxServer({ port: 0 })
  try {
    await run('building the SDK', 'npm', ['run', 'build', '-w', '@gavel/sdk'], repo)
    await run('packing the SDK', 'npm', ['pack', '--pack-destination', temp], sdkDir)
    const tarball = readdirSync(temp).find((file) => file.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack wrote no tarball in ${temp}`)

    const scratch = join(temp, 'consumer')
    mkdirSync(scratch)
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
    const how = await install(scratch, join(temp, tarball))
    writeFileSync(
      join(scratch, 'index.ts'),
      consumerSource(server.config.gateways.identity, server.config.gateways.buying),
    )

    await run('type-checking the consumer', process.execPath, [tsc, '-p', '.'], scratch)
    const output = await run('running the consumer', process.execPath, [join(scratch, 'out', 'index.js')], scratch)
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { results?: number }
    if (!result.results) throw new Error(`the consumer listed no auctions: ${output}`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`✓ @gavel/sdk packs, installs (${how}), type-checks and runs: ${output.trim()} in ${seconds} s`)
  } finally {
    await server.close()
    rmSync(temp, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`✗ SDK pack check: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
