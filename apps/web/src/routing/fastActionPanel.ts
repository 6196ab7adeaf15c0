import type { FastActionDockProps } from '@gavel/ui/deferred'
import { importAgain } from './importAgain'
import type { AreaHost } from './screens'

/**
 * Loads the fast action panel with the buying area's adapters bound into the app's container, on first use. The
 * panel's Retry after a failed download goes through `importAgain` (a browser that remembers the failed import
 * reloads the page once the server answers, ADR 0028 amendment).
 */
export const fastActionPanelLoader = (host: AreaHost): FastActionDockProps['loadPanel'] => {
  const load = async () => {
    const { fastActionPanel } = await import('../areas/buying/fastActionPanel')
    host.loadArea(fastActionPanel.area)
    return fastActionPanel.Panel
  }
  const retry = importAgain(load)
  let tried = false
  return () => {
    if (tried) return retry()
    tried = true
    return load()
  }
}
