import type { PortId, PortResolver } from '@gavel/domain'
import type { Container } from 'inversify'
import type { Area } from '../areas/defineArea'
import type { RuntimeConfig } from '../config/RuntimeConfig'
import { type CoreGraph, createCoreGraph } from './coreGraph'
import { gatewaysModule } from './gatewaysModule'
import type { ContainerHooks } from './hooks'
import { liveModule } from './liveModule'
import { monitoringModule } from './monitoringModule'
import { outstandingModule } from './outstandingModule'
import { type Platform, resolvePlatform } from './platform'
import { platformModule } from './platformModule'
import { portsModule } from './portsModule'

export interface ContainerOptions {
  readonly config: RuntimeConfig
  readonly hooks?: ContainerHooks
  /** Browser defaults; tests pass their own storage, fetch and WebSocket. */
  readonly platform?: Partial<Platform>
  /** Areas bound from the start (Storybook and tests pass `allAreas`); the web app loads each with its route. */
  readonly areas?: readonly Area[]
}

export interface GavelContainer extends PortResolver {
  /** Binds an area's adapters (ADR 0019); an area already loaded is left as it is. */
  loadArea(area: Area): void
}

/** inversify's container for the areas, handing every core id back to the core graph (one instance of each). */
const containerOver = (ContainerClass: typeof Container, core: CoreGraph): Container => {
  const container = new ContainerClass({ defaultScope: 'Singleton' })
  bindCore(container, core, core.ids)
  return container
}

const bindCore = (container: Container, core: CoreGraph, ids: readonly symbol[]) => {
  for (const id of ids) container.bind(id).toDynamicValue(() => core.get(id))
}

/**
 * The one way to build the object graph (`docs/architecture.md` "Adapters"): the web app, Storybook and tests all
 * call this. Everything is a singleton: one session, one socket, one client per gateway. What the listing's first
 * cards read is the core graph (`coreGraph.ts`), composed without inversify, and the shell's other ports
 * (`areas/shell`, docs/adr/0046) extend it after the first card; inversify's container is made with the first other
 * area and binds the areas over it (docs/adr/0030 amendment).
 */
export const createContainer = ({ config, hooks = {}, platform, areas = [] }: ContainerOptions): GavelContainer => {
  const core = createCoreGraph([
    platformModule(resolvePlatform(platform)),
    gatewaysModule(config, hooks),
    portsModule,
    liveModule,
    monitoringModule,
    outstandingModule,
  ])
  let container: Container | null = null
  const loaded = new Set<string>()
  const loadArea = (area: Area) => {
    if (loaded.has(area.id)) return
    loaded.add(area.id)
    if ('core' in area) {
      const ids = core.add(area.core)
      if (container !== null) bindCore(container, core, ids)
      return
    }
    container ??= containerOver(area.Container, core)
    container.load(area.module)
  }
  for (const area of areas) loadArea(area)
  return {
    resolve: <T>(port: PortId<T>): T =>
      container === null || core.has(port.key) ? core.get<T>(port.key) : container.get<T>(port.key),
    loadArea,
  }
}
