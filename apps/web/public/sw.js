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

/*
 * Push notifications (shell §4.4 "Push click goes to the link carried in the message"): a push shows a notification
 * with the message's title and body and keeps its link; a click opens that link, same-origin only (anything else
 * opens the app's home), focusing an open Gavel window when there is one. The payload is a push frame of
 * contracts/realtime/push-messages.schema.json ({notification: {title, body, link}}) or the notification itself.
 */
const notificationOf = (data) => {
  const n = data && typeof data === 'object' && data.notification ? data.notification : data
  if (!n || typeof n !== 'object' || typeof n.title !== 'string') return null
  return {
    title: n.title,
    body: typeof n.body === 'string' ? n.body : '',
    link: typeof n.link === 'string' ? n.link : '/',
  }
}

/** The link as a same-origin URL, or the app's home for anything that leaves the origin. */
const sameOriginLink = (link) => {
  try {
    const url = new URL(link, self.location.origin)
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href
  } catch {
    return new URL('/', self.location.origin).href
  }
}

self.addEventListener('push', (event) => {
  let data = null
  try {
    data = event.data ? event.data.json() : null
  } catch {
    data = null
  }
  const notification = notificationOf(data)
  if (!notification) return
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      data: { link: sameOriginLink(notification.link) },
      icon: '/favicon.svg',
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = sameOriginLink(event.notification.data?.link ? event.notification.data.link : '/')
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w)
      if (open) return open.navigate(target).then((w) => (w || open).focus())
      return self.clients.openWindow(target)
    }),
  )
})
