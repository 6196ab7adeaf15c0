import { ws } from 'msw'
import type { Engine } from '../engine/createEngine'
import { openRealtimeConnection } from './protocol'

/**
 * The realtime socket through MSW's `ws.link()` (browser worker and Node `setupServer`): the same protocol as
 * the HTTP host's `ws` server, so stories and tests see live BID/TWO_MIN/END messages.
 */
export const realtimeHandler = (engine: Engine, url: string) =>
  ws.link(url).addEventListener('connection', ({ client }) => {
    const connection = openRealtimeConnection(engine, {
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    })
    client.addEventListener('message', (event) => connection.receive(String(event.data)))
    client.addEventListener('close', () => connection.dispose())
  })
