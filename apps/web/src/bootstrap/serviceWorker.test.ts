import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './serviceWorker'

/** A worker and a registration that a test drives by hand. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  readonly postMessage = vi.fn()
  install() {
    this.state = 'installed'
    this.dispatchEvent(new Event('statechange'))
  }
}
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  readonly update = vi.fn(async () => {})
  found(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}
const fakeContainer = (controlled: boolean, register: () => Promise<FakeRegistration>) => {
  const events = new EventTarget()
  return Object.assign(events, { controller: controlled ? {} : null, register: vi.fn(register) })
}
const flush = () => new Promise((r) => setTimeout(r, 0))

const setup = async (controlled: boolean) => {
  const registration = new FakeRegistration()
  const container = fakeContainer(controlled, async () => registration)
  const reload = vi.fn()
  const checks: Array<[() => void, number]> = []
  const updates = registerServiceWorker(vi.fn(), {
    container: container as unknown as ServiceWorkerContainer,
    reload,
    every: (task, ms) => checks.push([task, ms]),
  })
  await flush()
  return { registration, container, reload, checks, updates }
}

describe('registerServiceWorker (shell §4.6, §9)', () => {
  it('registers only when the app says so (idle time after the first paint), not during boot', async () => {
    const registration = new FakeRegistration()
    const container = fakeContainer(true, async () => registration)
    let registerNow: (() => void) | undefined
    registerServiceWorker(vi.fn(), {
      container: container as unknown as ServiceWorkerContainer,
      every: () => {},
      when: (register) => {
        registerNow = register
      },
    })
    await flush()
    expect(container.register).not.toHaveBeenCalled()
    registerNow?.()
    expect(container.register).toHaveBeenCalledWith('/sw.js')
  })

  it('registers /sw.js and checks for a new version every hour', async () => {
    const { container, checks, registration } = await setup(true)
    expect(container.register).toHaveBeenCalledWith('/sw.js')
    expect(checks.map(([, ms]) => ms)).toEqual([3_600_000])
    checks[0]?.[0]()
    expect(registration.update).toHaveBeenCalledTimes(1)
  })

  it('needs a refresh when a new version installs under an old one; applying it reloads once it takes over', async () => {
    const { registration, container, updates, reload } = await setup(true)
    const heard = vi.fn()
    updates.subscribe(heard)
    const next = new FakeWorker()
    registration.found(next)
    expect(updates.needsRefresh()).toBe(false)
    next.install()
    expect(updates.needsRefresh()).toBe(true)
    expect(heard).toHaveBeenCalledTimes(1)
    updates.applyUpdate()
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    container.dispatchEvent(new Event('controllerchange'))
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not ask for a refresh on the first install', async () => {
    const { registration, updates } = await setup(false)
    const first = new FakeWorker()
    registration.found(first)
    first.install()
    expect(updates.needsRefresh()).toBe(false)
  })

  it('reports a failed registration', async () => {
    const report = vi.fn()
    const failure = new Error('no service worker for you')
    const container = fakeContainer(false, async () => Promise.reject(failure))
    registerServiceWorker(report, { container: container as unknown as ServiceWorkerContainer })
    await flush()
    expect(report).toHaveBeenCalledWith(failure, { area: 'service-worker-registration' })
  })
})
