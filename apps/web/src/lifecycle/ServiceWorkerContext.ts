import { createContext, useContext } from 'react'
import type { ServiceWorkerUpdates } from '../bootstrap/serviceWorker'

const none: ServiceWorkerUpdates = { needsRefresh: () => false, subscribe: () => () => {}, applyUpdate: () => {} }

/** The registered service worker's updates (main.tsx provides them; tests and stories get none). */
export const ServiceWorkerContext = createContext<ServiceWorkerUpdates>(none)
export const useServiceWorkerUpdates = (): ServiceWorkerUpdates => useContext(ServiceWorkerContext)
