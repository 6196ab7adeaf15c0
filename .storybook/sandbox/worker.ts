import { isCommonAssetRequest, type RequestHandler, type WebSocketHandler } from 'msw'
import { type SetupWorker, setupWorker } from 'msw/browser'

type Handler = RequestHandler | WebSocketHandler

let started: Promise<SetupWorker> | undefined

/**
 * The one MSW service worker of the Storybook page (`.storybook/public/mockServiceWorker.js`), started on the
 * first sandbox story. An HTTP request no handler answers fails (MSW 3's `onUnhandledFrame: 'error'`, without
 * the dev server's own module and asset requests), so a screen calling something the sandbox does not serve
 * fails its story. Sockets nobody handles (Vite's HMR, Vitest's runner) pass through.
 */
export const startWorker = (): Promise<SetupWorker> => {
  started ??= (async () => {
    const worker = setupWorker()
    await worker.start({
      quiet: true,
      onUnhandledFrame: ({ frame, defaults }) => {
        if (frame.protocol !== 'http') return
        const { request } = frame.data as { request: Request }
        if (isCommonAssetRequest(request)) return
        defaults.error()
        throw new Error(`The sandbox does not answer ${request.method} ${request.url}`)
      },
    })
    return worker
  })()
  return started
}

/** The story's world answers from now on, with its `failures` in front; replaces the previous story's. */
export const serveSandbox = async (handlers: readonly Handler[], failures: readonly Handler[] = []) => {
  const worker = await startWorker()
  worker.resetHandlers(...handlers)
  if (failures.length > 0) worker.use(...failures)
}

/** Puts more failures in front of the current story's world. */
export const addFailures = async (failures: readonly Handler[]) => (await startWorker()).use(...failures)

/** Drops a finished story's failures; its world keeps answering until the next sandbox story replaces it. */
export const clearFailures = async (handlers: readonly Handler[]) => {
  if (started === undefined) return
  ;(await started).resetHandlers(...handlers)
}
