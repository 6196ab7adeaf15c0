import type { FastActionDockProps } from '@gavel/ui/deferred'
import type { AreaHost } from './screens'

/** Loads the fast action panel with the buying area's adapters bound into the app's container, on first use. */
export const fastActionPanelLoader =
  (host: AreaHost): FastActionDockProps['loadPanel'] =>
  async () => {
    const { fastActionPanel } = await import('../areas/buying/fastActionPanel')
    host.loadArea(fastActionPanel.area)
    return fastActionPanel.Panel
  }
