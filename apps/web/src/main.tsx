import { createContainer } from '@gavel/adapters'
import { ErrorReporting } from '@gavel/domain'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders'
import { BootFailure } from './bootstrap/BootFailure'
import { loadConfig } from './bootstrap/loadConfig'
import { registerServiceWorker } from './bootstrap/serviceWorker'
import { ServiceWorkerContext } from './lifecycle/ServiceWorkerContext'
import { BrandContext } from './routing/BrandContext'
import { buildRoutes } from './routing/buildRoutes'

/**
 * The composition root (ARCHITECTURE.md "Web"): read /config.json, build the container, turn the domain's
 * route table into a router, register the service worker, mount. Errors the adapters notice go to the
 * ErrorReporting port (shell §4.6); a 401 or a refused refresh goes to /logout (shell §8).
 */
const boot = async () => {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const config = await loadConfig()
    let goToLogout = () => {}
    let report = (_error: unknown) => {}
    const services = createContainer({
      config,
      hooks: { onSessionExpired: () => goToLogout(), report: (error) => report(error) },
    })
    const errors = services.resolve(ErrorReporting)
    report = (error) => errors.report(error)
    const router = createBrowserRouter(buildRoutes(services))
    goToLogout = () => void router.navigate('/logout', { replace: true })
    const serviceWorker = registerServiceWorker((error, context) => errors.report(error, context))
    root.render(
      <StrictMode>
        <BrandContext value={{ brand: config.brand, environment: config.environment }}>
          <ServiceWorkerContext value={serviceWorker}>
            <AppProviders services={services}>
              <RouterProvider router={router} />
            </AppProviders>
          </ServiceWorkerContext>
        </BrandContext>
      </StrictMode>,
    )
  } catch (error) {
    root.render(<BootFailure error={error} />)
  }
}

void boot()
