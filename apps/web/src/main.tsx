import { createContainer } from '@gavel/adapters'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders'
import { BootFailure } from './bootstrap/BootFailure'
import { loadConfig } from './bootstrap/loadConfig'
import { BrandContext } from './routing/BrandContext'
import { buildRoutes } from './routing/buildRoutes'

/**
 * The composition root (ARCHITECTURE.md "Web"): read /config.json, build the container, turn the domain's
 * route table into a router, mount. Nothing else happens here.
 */
const boot = async () => {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  try {
    const config = await loadConfig()
    let goToLogout = () => {}
    const services = createContainer({ config, hooks: { onSessionExpired: () => goToLogout() } })
    const router = createBrowserRouter(buildRoutes(services))
    goToLogout = () => void router.navigate('/logout', { replace: true })
    root.render(
      <StrictMode>
        <BrandContext value={{ brand: config.brand, environment: config.environment }}>
          <AppProviders services={services}>
            <RouterProvider router={router} />
          </AppProviders>
        </BrandContext>
      </StrictMode>,
    )
  } catch (error) {
    root.render(<BootFailure error={error} />)
  }
}

void boot()
