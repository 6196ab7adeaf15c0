/**
 * `npm run dev`: the sandbox server without static files on port 4174 (SANDBOX_PORT), for the web app's Vite
 * dev server to proxy `/gw`, `/realtime` and `/config.json` to. Prints both URLs and the personas.
 */
import { startSandboxServer } from './httpServer'
import { personasTable } from './personasTable'

const port = Number(process.env.SANDBOX_PORT ?? 4174)
const vitePort = Number(process.env.VITE_PORT ?? 5173)

try {
  const server = await startSandboxServer({
    port,
    log: (line) => {
      if (line.startsWith('error')) console.error(line)
    },
  })
  console.log(`Gavel (Vite dev) will be at http://localhost:${vitePort}/ — start it with \`npm run dev -w @gavel/web\``)
  console.log(
    `Sandbox gateways at ${server.url} (config ${server.origin}/config.json, realtime ${server.config.realtime})`,
  )
  console.log('')
  console.log(personasTable())
  const stop = async () => {
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  const code = (error as { code?: string }).code
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use. Run with SANDBOX_PORT=4175 npm run dev.`)
  else console.error(error)
  process.exit(1)
}
