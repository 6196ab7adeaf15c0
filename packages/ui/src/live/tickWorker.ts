/**
 * The countdown tick in a background worker (shell §1: "Timers run in a background worker"): while running, posts
 * 'tick' on every server-second boundary. The page sends `{ run, offsetMs }` (offsetMs = server time minus local
 * time, from the Clock port); the page reads the time itself when a tick arrives.
 */
let offsetMs = 0
let timer: ReturnType<typeof setTimeout> | undefined

const schedule = () => {
  timer = setTimeout(
    () => {
      postMessage('tick')
      schedule()
    },
    1000 - ((Date.now() + offsetMs) % 1000),
  )
}

addEventListener('message', (event: MessageEvent<{ readonly run: boolean; readonly offsetMs: number }>) => {
  offsetMs = event.data.offsetMs
  clearTimeout(timer)
  timer = undefined
  if (event.data.run) schedule()
})
