/**
 * The realtime websocket, off the page's main thread (docs/adr/0055). The page sends `{ open: url }` once, then
 * `{ send: text }` and `{ close: true }`; the worker answers `{ event: 'open' | 'error' | 'close' }` and hands the
 * received text frames over in batches (`{ frames }`, frameBatcher.ts). It decodes nothing: the frames reach the
 * SDK's realtime client as the socket gave them. After its socket closes, the worker ends itself.
 */
import { createFrameBatcher } from './frameBatcher'
import type { SocketCommand, SocketReport } from './socketWorkerProtocol'

const report = (message: SocketReport) => postMessage(message)
const batcher = createFrameBatcher(
  (frames) => report({ frames }),
  {
    after: (ms, run) => {
      const handle = setTimeout(run, ms)
      return () => clearTimeout(handle)
    },
  },
  () => performance.now(),
)
let socket: WebSocket | undefined

const closed = () => {
  batcher.flush()
  report({ event: 'close' })
  close()
}

const open = (url: string) => {
  try {
    socket = new WebSocket(url)
  } catch {
    report({ event: 'error' })
    closed()
    return
  }
  socket.onopen = () => report({ event: 'open' })
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') batcher.push(event.data)
  }
  socket.onerror = () => {
    batcher.flush()
    report({ event: 'error' })
  }
  socket.onclose = closed
}

addEventListener('message', (event: MessageEvent<SocketCommand>) => {
  const command = event.data
  if ('open' in command) open(command.open)
  else if ('send' in command) socket?.send(command.send)
  else if (socket) socket.close()
  else closed()
})
