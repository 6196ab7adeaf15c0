import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { median } from './lib/stats'

const root = fileURLToPath(new URL('..', import.meta.url))

const firstPageAfterStart = async (port: number): Promise<number> => {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/login`)
        if (response.ok && (await response.text()).includes('<div id="root">')) return performance.now() - started
      } catch {
        // not listening yet
      }
      await sleep(50)
    }
  } finally {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
    await sleep(300)
  }
}

/** Time from `npm start` (which builds the app, then starts the sandbox host) to the first served page. */
export const startup = async () => {
  const runs: number[] = []
  for (let i = 0; i < 3; i++) runs.push(await firstPageAfterStart(4300 + i))
  return {
    name: 'npm start to first served page',
    results: [
      {
        metric: 'median of 3 (includes the production build)',
        value: `${(median(runs) / 1000).toFixed(1)} s`,
        raw: median(runs),
      },
    ],
  }
}
