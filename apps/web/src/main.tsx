import { createContainer, workerWebSocket } from '@gavel/adapters'
import { Analytics, ErrorReporting, matchRoute, noteRemoteModuleFailure, SessionControl } from '@gavel/domain'
import { createAppQueryCache, createToastStore, forgetOnUserChange, toastMalformed } from '@gavel/ui'
import { prefetchListing } from '@gavel/ui/listing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, type NavigateFunction } from 'react-router'
import { AppProviders } from './AppProviders'
import { BootFailure } from './bootstrap/BootFailure'
import { loadConfig } from './bootstrap/loadConfig'
import { registerServiceWorker, whenIdleAfterLoad } from './bootstrap/serviceWorker'
import { ServiceWorkerContext } from './lifecycle/ServiceWorkerContext'
import { AppRoutes } from './routing/AppRoutes'
import { AreaHostContext } from './routing/AreaHostContext'
import { BrandContext } from './routing/BrandContext'
import { fastActionPanelLoader } from './routing/fastActionPanel'
import { FIRST_DATA_WAIT_MS, waitAtMost } from './routing/firstDataWait'
import { NavigatorBridge } from './routing/NavigatorBridge'
import { createNavigationGuard } from './routing/navigationGuard'
import { RouteErrorBoundary } from './routing/RouteErrorBoundary'
import { createScreenCatalog, prefetchOpenedArea, startAreaChunkOf } from './routing/screens'

/**
 * The composition root (`docs/architecture.md` "Web"): read /config.json, build the container, turn the domain's
 * route table into routes behind the navigation guard, register the service worker, mount. Errors the adapters notice go to the
 * ErrorReporting port (shell §4.6); a 401 or a refused refresh goes to /logout (shell §8).
 */
/** The listing's route chunk starts with the app, not after the config, container and guard (issue 10). */
const listing = /^\/(marketplace|search)(\/|$)/.test(window.location.pathname)
if (listing) void import('./routes/MarketplaceRoute')
/** So does the chunk of the area a link opens on, which starts its first data once the container exists (issue 12). */
const openedArea = listing ? null : startAreaChunkOf(window.location.pathname)

const boot = async () => {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const config = await loadConfig()
    let goToLogout = () => {}
    let report = (_error: unknown) => {}
    const services = createContainer({
      config,
      hooks: { onSessionExpired: () => goToLogout(), report: (error) => report(error) },
      // the realtime socket in a worker: a bid storm reaches the main thread in batches (docs/adr/0055)
      platform: { WebSocket: workerWebSocket(globalThis.WebSocket) },
    })
    const errors = services.resolve(ErrorReporting)
    report = (error) => errors.report(error)
    if (openedArea) void prefetchOpenedArea(services, openedArea)
    const guard = createNavigationGuard(services)
    const analytics = services.resolve(Analytics)
    const toasts = createToastStore()
    // TanStack Query and the shell's other ports load after the first card, or with the first screen other than the
    // listing (docs/adr/0046)
    const queries = createAppQueryCache(toastMalformed(toasts), async () =>
      services.loadArea((await import('@gavel/adapters/areas/shell')).shellArea),
    )
    // signing out goes to /login without a reload: another user signing in next finds no answers of the last one
    forgetOnUserChange(services.resolve(SessionControl), queries)
    // a signed-in dealer opening /marketplace: the listing's first page starts now, in the early cache, beside the
    // guard and the route's code, not in the first render (docs/adr/0047)
    const firstPage = prefetchListing(queries, services, window.location)
    const screens = createScreenCatalog(
      services,
      (module, error) => noteRemoteModuleFailure(module, error, { analytics, errors }),
      () => queries.load(),
    )
    // the opened page's code and the guard's outstanding check start now, beside the first render
    const opened = matchRoute(window.location.pathname)
    if (opened) void screens.load(opened.route.id)
    guard.warm()
    const onNavigator = (navigate: NavigateFunction) => {
      goToLogout = () => void navigate('/logout', { replace: true })
    }
    const serviceWorker = registerServiceWorker((error, context) => errors.report(error, context), {
      when: whenIdleAfterLoad,
    })
    // the first page, when it comes soon, renders with the shell in the first commit (docs/adr/0047)
    if (firstPage !== null) await waitAtMost(firstPage, FIRST_DATA_WAIT_MS)
    root.render(
      <StrictMode>
        <BrandContext value={{ brand: config.brand, environment: config.environment }}>
          <ServiceWorkerContext value={serviceWorker}>
            <AreaHostContext value={services}>
              <AppProviders services={services} queries={queries} toasts={toasts}>
                <BrowserRouter>
                  <NavigatorBridge onNavigator={onNavigator} />
                  <RouteErrorBoundary>
                    <AppRoutes guard={guard} screens={screens} loadFastActionPanel={fastActionPanelLoader(services)} />
                  </RouteErrorBoundary>
                </BrowserRouter>
              </AppProviders>
            </AreaHostContext>
          </ServiceWorkerContext>
        </BrandContext>
      </StrictMode>,
    )
  } catch (error) {
    root.render(<BootFailure error={error} />)
  }
}

void boot()
