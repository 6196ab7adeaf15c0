import type { WebSocketConstructor, WebSocketLike } from '@gavel/sdk'
import type { SocketCommand, SocketReport } from './socketWorkerProtocol'

/** The part of a Worker the worker socket uses. */
export type SocketWorker = Pick<Worker, 'terminate'> & {
  postMessage(command: SocketCommand): void
  onmessage: ((event: MessageEvent<SocketReport>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

/** The socket worker (socketWorker.ts), or null where workers are missing or refused. */
export const spawnSocketWorker = (): SocketWorker | null => {
  if (typeof Worker === 'undefined') return null
  try {
    return new Worker(new URL('./socketWorker.ts', import.meta.url), { type: 'module', name: 'gavel-realtime' })
  } catch {
    return null
  }
}

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

type Handler = ((event: never) => unknown) | null
/** Calls a socket handler the way the socket would; the SDK's client reads only `data` of a message. */
const fire = (handler: Handler, event: Event | { readonly data: string }) =>
  (handler as ((event: unknown) => unknown) | null)?.(event)

/**
 * A WebSocket whose connection lives in a worker (docs/adr/0055), for the SDK's realtime client. Under a bid storm
 * the page's main thread gets one message per batch of frames instead of one task per frame; the client still sees
 * every frame, in order, as a message event. Where no worker can be made, or a worker fails before its socket
 * opens (a refused script), this socket and every later one of the class is a `Native` socket.
 */
export const workerWebSocket = (
  Native: WebSocketConstructor,
  spawn: () => SocketWorker | null = spawnSocketWorker,
): WebSocketConstructor => {
  let refused = false
  return class WorkerWebSocket implements WebSocketLike {
    onopen: WebSocketLike['onopen'] = null
    onmessage: WebSocketLike['onmessage'] = null
    onclose: WebSocketLike['onclose'] = null
    onerror: WebSocketLike['onerror'] = null
    #state = CONNECTING
    readonly #worker: SocketWorker | null
    readonly #native: WebSocketLike | null

    constructor(url: string) {
      this.#worker = refused ? null : spawn()
      this.#native = this.#worker ? null : this.#openNative(url)
      if (!this.#worker) return
      this.#worker.onmessage = (event) => this.#heard(event.data)
      this.#worker.onerror = () => {
        if (this.#state === CONNECTING) refused = true
        this.#ended(true)
      }
      this.#worker.postMessage({ open: url })
    }

    get readyState() {
      return this.#native ? this.#native.readyState : this.#state
    }

    send(data: string) {
      if (this.#native) return this.#native.send(data)
      if (this.#state === CONNECTING) throw new DOMException('The socket is still connecting', 'InvalidStateError')
      if (this.#state === OPEN) this.#worker?.postMessage({ send: data })
    }

    close() {
      if (this.#native) return this.#native.close()
      if (this.#state === CLOSING || this.#state === CLOSED) return
      this.#state = CLOSING
      this.#worker?.postMessage({ close: true })
    }

    #openNative(url: string): WebSocketLike {
      const native = new Native(url)
      native.onopen = (event) => fire(this.onopen, event)
      native.onmessage = (event) => fire(this.onmessage, event)
      native.onerror = (event) => fire(this.onerror, event)
      native.onclose = (event) => fire(this.onclose, event)
      return native
    }

    #heard(report: SocketReport) {
      if (this.#state === CLOSED) return
      if ('frames' in report) {
        for (const data of report.frames) fire(this.onmessage, { data })
      } else if (report.event === 'open') {
        this.#state = OPEN
        fire(this.onopen, new Event('open'))
      } else if (report.event === 'error') fire(this.onerror, new Event('error'))
      else this.#ended(false)
    }

    #ended(withError: boolean) {
      if (this.#state === CLOSED) return
      this.#state = CLOSED
      this.#worker?.terminate()
      if (withError) fire(this.onerror, new Event('error'))
      fire(this.onclose, new Event('close'))
    }
  }
}
