/*
 * Gavel's service worker (shell §4.6, §9 "Service worker check 3,600,000 ms"). It caches nothing: the app
 * always talks to the network, so a dealer never bids on stale data. It exists so that a new build can be
 * detected: a changed file installs a new worker that waits until the app tells it to take over (SKIP_WAITING),
 * either at once (force-refresh flag) or when the dealer accepts the 'Update Available' prompt.
 */
const VERSION = 'gavel-sw-1'

self.addEventListener('install', () => {
  // Waits: the page decides when the new version takes over.
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
  if (event.data && event.data.type === 'VERSION') event.source?.postMessage({ type: 'VERSION', version: VERSION })
})
