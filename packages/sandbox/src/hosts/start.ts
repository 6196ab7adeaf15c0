/**
 * `npm start`: the sandbox server with the built web app on PORT (default 4173). Prints the app's URL first,
 * then the demo personas. WEB_DIST overrides the built app's folder (default apps/web/dist). Stops cleanly on Ctrl+C (SIGINT) or SIGTERM.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSandboxServer } from './httpServer'
import { personasTable } from './personasTable'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
/** WEB_DIST serves another build of the web app (e2e runs in parallel worktrees build their own). */
const staticDir = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps', 'web', 'dist')

if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`The web app is not built (no ${join(staticDir, 'index.html')}).`)
  console.error('Build it with `npm run build -w @gavel/web`, or run `npm start`, which builds it first.')
  process.exit(1)
}

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

try {
  const server = await startSandboxServer({
    port,
    host,
    staticDir,
    ...(process.env.SANDBOX_SEED ? { seed: Number(process.env.SANDBOX_SEED) } : {}),
    log: (line) => {
      if (line.startsWith('error')) console.error(line)
    },
  })
  console.log(`Gavel is running at ${server.url}`)
  console.log('')
  console.log(personasTable())
  console.log('')
  console.log('Open two browser windows as different personas to bid against each other. Press Ctrl+C to stop.')
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  const code = (error as { code?: string }).code
  if (code === 'EADDRINUSE')
    console.error(`Port ${port} is already in use. Stop the other process or run with PORT=4180 npm start.`)
  else console.error(error)
  process.exit(1)
}
