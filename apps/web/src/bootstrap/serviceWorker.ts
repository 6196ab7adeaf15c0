import { Constants } from '@gavel/domain'

/** What the app sees of its service worker (shell §4.6). */
export interface ServiceWorkerUpdates {
  /** A new version is installed and waiting. */
  needsRefresh(): boolean
  subscribe(listener: () => void): () => void
  /** Lets the waiting version take over, then reloads the page once it controls it. */
  applyUpdate(): void
}

type Report = (error: unknown, context?: Record<string, string>) => void

const inert: ServiceWorkerUpdates = { needsRefresh: () => false, subscribe: () => () => {}, applyUpdate: () => {} }

/**
 * Registers /sw.js (shell §4.6: a registration failure is reported) and checks for a new version every hour
 * (shell §9: 3,600,000 ms). A new worker that finishes installing while an older one controls the page means
 * "need refresh"; the first install does not.
 */
export const registerServiceWorker = (
  report: Report,
  options: {
    readonly url?: string
    readonly container?: ServiceWorkerContainer
    readonly reload?: () => void
    readonly every?: (task: () => void, ms: number) => void
    /** When to register: at once unless told (the app waits for idle time after its first paint, issue 10). */
    readonly when?: (register: () => void) => void
  } = {},
): ServiceWorkerUpdates => {
  const {
    url = '/sw.js',
    container = globalThis.navigator?.serviceWorker,
    reload = () => globalThis.location.reload(),
    every = (task, ms) => void setInterval(task, ms),
    when = (register) => register(),
  } = options
  if (container === undefined) return inert
  const listeners = new Set<() => void>()
  let waiting: ServiceWorker | null = null
  const markWaiting = (worker: ServiceWorker) => {
    if (container.controller === null) return
    waiting = worker
    for (const listener of [...listeners]) listener()
  }
  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting) markWaiting(registration.waiting)
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') markWaiting(installing)
      })
    })
    every(() => {
      registration.update().catch((error: unknown) => report(error, { area: 'service-worker-update' }))
    }, Constants.serviceWorkerCheckMs)
  }
  when(() => {
    container.register(url).then(watch, (error: unknown) => report(error, { area: 'service-worker-registration' }))
  })
  let reloading = false
  container.addEventListener('controllerchange', () => {
    if (waiting === null || reloading) return
    reloading = true
    reload()
  })
  return {
    needsRefresh: () => waiting !== null,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    applyUpdate: () => waiting?.postMessage({ type: 'SKIP_WAITING' }),
  }
}

/**
 * After the page's load event, in idle time (at the latest 3 s later): the worker's download and install do not
 * compete with the listing's first cards (issue 10).
 */
export const whenIdleAfterLoad = (run: () => void): void => {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3_000 })
    else setTimeout(run, 0)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
