/** A WebSocket double for the realtime client's tests: records frames and lets a test open, answer and drop it. */
export class FakeWebSocket {
  static readonly sockets: FakeWebSocket[] = []
  static reset() {
    FakeWebSocket.sockets.length = 0
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1)
    if (!socket) throw new Error('no socket was opened')
    return socket
  }

  readyState = 0
  readonly sent: unknown[] = []
  closed = false
  onopen: ((this: WebSocket, ev: Event) => unknown) | null = null
  onmessage: ((this: WebSocket, ev: MessageEvent) => unknown) | null = null
  onclose: ((this: WebSocket, ev: CloseEvent) => unknown) | null = null
  onerror: ((this: WebSocket, ev: Event) => unknown) | null = null

  constructor(readonly url: string) {
    FakeWebSocket.sockets.push(this)
  }

  private get self(): WebSocket {
    return this as unknown as WebSocket
  }

  send(data: string) {
    this.sent.push(JSON.parse(data))
  }

  close() {
    if (this.closed) return
    this.closed = true
    this.readyState = 3
    this.onclose?.call(this.self, new Event('close') as CloseEvent)
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = 1
    this.onopen?.call(this.self, new Event('open'))
  }

  /** The server sends a frame. */
  receive(frame: unknown) {
    this.onmessage?.call(this.self, new MessageEvent('message', { data: JSON.stringify(frame) }))
  }

  /** The connection drops (server gone, network lost). */
  drop() {
    this.readyState = 3
    this.closed = true
    this.onclose?.call(this.self, new Event('close') as CloseEvent)
  }
}
