import { describe, expect, it } from 'vitest'
import { importAgain } from './importAgain'

const failed = new TypeError('Failed to fetch dynamically imported module: /assets/transport.js')

/** `importAgain` over a fake import and a server that answers or not, counting probes and reloads. */
const retry = (load: () => Promise<string>, serverAnswers: boolean) => {
  const seen = { probes: 0, reloads: 0 }
  const again = importAgain(
    load,
    async () => {
      seen.probes += 1
      return serverAnswers
    },
    () => {
      seen.reloads += 1
    },
  )
  return { again, seen }
}

describe('importing a module again after its download failed', () => {
  it('hands out the module when the import works now, and neither probes nor reloads', async () => {
    const { again, seen } = retry(async () => 'transport screen', true)
    expect(await again()).toBe('transport screen')
    expect(seen).toEqual({ probes: 0, reloads: 0 })
  })

  it('reloads the page when the import still fails but the server answers (the browser remembers the failure)', async () => {
    const { again, seen } = retry(() => Promise.reject(failed), true)
    const outcome = await Promise.race([
      again().then(
        () => 'loaded',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(resolve, 20, 'waiting')),
    ])
    expect(outcome).toBe('waiting')
    expect(seen).toEqual({ probes: 1, reloads: 1 })
  })

  it('keeps the failure, and does not reload, when the server does not answer either', async () => {
    const { again, seen } = retry(() => Promise.reject(failed), false)
    await expect(again()).rejects.toBe(failed)
    expect(seen).toEqual({ probes: 1, reloads: 0 })
  })
})
