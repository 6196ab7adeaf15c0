import { describe, expect, it } from 'vitest'
import { importAgain } from './importAgain'

const failed = new TypeError('Failed to fetch dynamically imported module: /assets/transport.js')

describe('importing a module again after its download failed', () => {
  it('hands out the module when the import works now, and neither probes nor reloads', async () => {
    let probes = 0
    let reloads = 0
    const load = importAgain(
      async () => 'transport screen',
      async () => {
        probes += 1
        return true
      },
      () => {
        reloads += 1
      },
    )
    expect(await load()).toBe('transport screen')
    expect([probes, reloads]).toEqual([0, 0])
  })

  it('reloads the page when the import still fails but the server answers (the browser remembers the failure)', async () => {
    let reloads = 0
    const load = importAgain(
      () => Promise.reject(failed),
      async () => true,
      () => {
        reloads += 1
      },
    )
    const outcome = await Promise.race([
      load().then(
        () => 'loaded',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(r, 20, 'waiting')),
    ])
    expect(outcome).toBe('waiting')
    expect(reloads).toBe(1)
  })

  it('keeps the failure, and does not reload, when the server does not answer either', async () => {
    let reloads = 0
    const load = importAgain(
      () => Promise.reject(failed),
      async () => false,
      () => {
        reloads += 1
      },
    )
    await expect(load()).rejects.toBe(failed)
    expect(reloads).toBe(0)
  })
})
