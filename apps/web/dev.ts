/**
 * `npm run dev`: the sandbox host (gateways, realtime, /config.json) plus Vite with hot reload, which proxies
 * those paths to it (vite.config.ts). Prints the app's URL first, then the personas.
 */
import { personasTable, startSandboxServer } from '@gavel/sandbox/node'
import { createServer } from 'vite'

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4174)
process.env.SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`

const sandbox = await startSandboxServer({ port: sandboxPort })
const vite = await createServer({ configFile: new URL('./vite.config.ts', import.meta.url).pathname })
await vite.listen()
const url = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/'
console.log(`Gavel (dev, hot reload) is running at ${url}`)
console.log(`Sandbox gateways at ${sandbox.url}`)
console.log('')
console.log(personasTable())

const stop = async () => {
  await vite.close()
  await sandbox.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
