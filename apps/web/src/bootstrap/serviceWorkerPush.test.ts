import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

type Listener = (event: unknown) => void

/** Runs public/sw.js against a fake worker scope at https://gavel.test and returns its listeners. */
const loadWorker = (
  windows: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = [],
) => {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: { origin: 'https://gavel.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      claim: vi.fn(),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    skipWaiting: vi.fn(),
  }
  new Function('self', readFileSync(join(import.meta.dirname, '../../public/sw.js'), 'utf8'))(scope)
  return { scope, listeners }
}

const waited = () => {
  const promises: Promise<unknown>[] = []
  return { promises, waitUntil: (p: Promise<unknown>) => promises.push(p) }
}

describe('service worker push (shell §4.4)', () => {
  it('shows the push frame’s notification and keeps its link', async () => {
    const { scope, listeners } = loadWorker()
    const frame = {
      op: 'message',
      notification: { title: 'Launched', body: '2019 Ford F-150', link: '/auction/880004' },
    }
    const ev = waited()
    listeners.get('push')?.({ data: { json: () => frame }, ...ev })
    await Promise.all(ev.promises)
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Launched', {
      body: '2019 Ford F-150',
      data: { link: 'https://gavel.test/auction/880004' },
      icon: '/favicon.svg',
    })
  })

  it('opens the link on click, and never another origin', async () => {
    const { scope, listeners } = loadWorker()
    for (const link of ['https://gavel.test/auction/7', 'https://evil.test/phish']) {
      const ev = waited()
      listeners.get('notificationclick')?.({ notification: { close: vi.fn(), data: { link } }, ...ev })
      await Promise.all(ev.promises)
    }
    expect(scope.clients.openWindow).toHaveBeenNthCalledWith(1, 'https://gavel.test/auction/7')
    expect(scope.clients.openWindow).toHaveBeenNthCalledWith(2, 'https://gavel.test/')
  })

  it('uses an open Gavel window when there is one', async () => {
    const open = { url: 'https://gavel.test/marketplace', navigate: vi.fn(async () => null), focus: vi.fn() }
    const { scope, listeners } = loadWorker([open])
    const ev = waited()
    listeners.get('notificationclick')?.({ notification: { close: vi.fn(), data: { link: '/auction/9' } }, ...ev })
    await Promise.all(ev.promises)
    expect(open.navigate).toHaveBeenCalledWith('https://gavel.test/auction/9')
    expect(open.focus).toHaveBeenCalled()
    expect(scope.clients.openWindow).not.toHaveBeenCalled()
  })

  it('ignores a push without a notification', async () => {
    const { scope, listeners } = loadWorker()
    const ev = waited()
    listeners.get('push')?.({ data: { json: () => ({ op: 'ping' }) }, ...ev })
    expect(ev.promises).toHaveLength(0)
    expect(scope.registration.showNotification).not.toHaveBeenCalled()
  })
})
