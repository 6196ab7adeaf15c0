import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { BrowserContext } from '@playwright/test'
import { WebSocket, WebSocketServer } from 'ws'

/**
 * A realtime socket that joins some channels late, as a slow connection does: the context's app is pointed (through
 * its /config.json) at a proxy in front of the sandbox's socket that passes every frame on, except the client's
 * subscriptions `holds` picks, which wait until `release()`. The app's socket lives in a worker (docs/adr/0055),
 * where Playwright's `routeWebSocket` does not reach.
 */
export const holdSubscriptions = async (context: BrowserContext, holds: (frame: string) => boolean) => {
  const proxy = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await once(proxy, 'listening')
  const url = `ws://127.0.0.1:${(proxy.address() as AddressInfo).port}/realtime`
  let target = ''
  let released = false
  const held: Array<() => void> = []
  proxy.on('connection', (client) => {
    const server = new WebSocket(target)
    const early: string[] = []
    const toServer = (text: string) => {
      if (server.readyState === WebSocket.OPEN) server.send(text)
      else early.push(text)
    }
    server.on('open', () => {
      for (const text of early.splice(0)) server.send(text)
    })
    server.on('message', (data) => {
      if (client.readyState === WebSocket.OPEN) client.send(String(data))
    })
    client.on('message', (data) => {
      const text = String(data)
      if (!released && holds(text)) held.push(() => toServer(text))
      else toServer(text)
    })
    client.on('close', () => server.close())
    server.on('close', () => client.close())
  })
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as { realtime: string }
    target = config.realtime
    await route.fulfill({ response, json: { ...config, realtime: url } })
  })
  return {
    release: () => {
      released = true
      for (const send of held.splice(0)) send()
    },
    close: () => {
      for (const client of proxy.clients) client.terminate()
      proxy.close()
    },
  }
}
