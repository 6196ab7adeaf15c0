/** What the page tells the socket worker (socketWorker.ts). */
export type SocketCommand = { readonly open: string } | { readonly send: string } | { readonly close: true }

/** What the socket worker tells the page: a socket event, or the text frames received since the last batch. */
export type SocketReport = { readonly event: 'open' | 'error' | 'close' } | { readonly frames: readonly string[] }
