// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './loadConfig'

const config = { environment: 'sandbox', brand: 'Gavel', gateways: { buying: '/gw/buying' }, realtime: 'ws://x' }
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

afterEach(() => {
  vi.unstubAllGlobals()
  window.__gavelConfig = undefined
})

describe('loadConfig', () => {
  it('takes the answer to the request index.html started with the page, once; later loads ask again', async () => {
    const fetched = vi.fn(async () => answer({ ...config, environment: 'asked again' }))
    vi.stubGlobal('fetch', fetched)
    window.__gavelConfig = Promise.resolve(answer(config))
    expect(await loadConfig()).toEqual(config)
    expect(fetched).not.toHaveBeenCalled()
    expect((await loadConfig()).environment).toBe('asked again')
    expect(fetched).toHaveBeenCalledWith('/config.json', { cache: 'no-store' })
  })

  it('says which status a failed /config.json answered', async () => {
    window.__gavelConfig = Promise.resolve(new Response('', { status: 503 }))
    await expect(loadConfig()).rejects.toThrow('/config.json answered 503')
  })
})
