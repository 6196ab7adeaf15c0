import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Engine } from '../engine/createEngine'
import { openRealtimeConnection } from '../realtime/protocol'

/**
 * The realtime socket at `/realtime` (ADR 0001) with the `ws` package, speaking the same protocol as the MSW
 * link. `engine()` is read per connection so a provider-state reset reaches new sockets.
 */
export const createRealtimeServer = (engine: () => Engine) => {
  const wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (socket) => {
    const connection = openRealtimeConnection(engine(), {
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text)
      },
      close: (code, reason) => socket.close(code, reason),
    })
    socket.on('message', (data) => connection.receive(String(data)))
    socket.on('close', () => connection.dispose())
    socket.on('error', () => connection.dispose())
  })
  return {
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
    },
    /** Closes every open socket (the client's reconnect path runs). */
    dropAll(code = 1012, reason = 'sandbox: realtime dropped'): void {
      for (const client of wss.clients) client.close(code, reason)
    },
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate()
      return new Promise((resolve) => wss.close(() => resolve()))
    },
  }
}
