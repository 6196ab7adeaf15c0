import type { PortId, PortResolver } from '@gavel/domain'
import { Container } from 'inversify'
import type { Area } from '../areas/defineArea'
import type { RuntimeConfig } from '../config/RuntimeConfig'
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
  readonly container: Container
  /** Binds an area's adapters (ADR 0019); an area already loaded is left as it is. */
  loadArea(area: Area): void
}

/**
 * The one way to build the object graph (`docs/architecture.md` "Adapters"): the web app, Storybook and tests all
 * call this. Everything is a singleton: one session, one socket, one client per gateway. It binds what the listing's
 * first cards read; the shell's other ports are the `shell` area (`areas/shell`, docs/adr/0046), bound by the app
 * after the first card and by tests and Storybook with every area.
 */
export const createContainer = ({ config, hooks = {}, platform, areas = [] }: ContainerOptions): GavelContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(
    platformModule(resolvePlatform(platform)),
    gatewaysModule(config, hooks),
    portsModule,
    liveModule,
    monitoringModule,
    outstandingModule,
  )
  const loaded = new Set<string>()
  const loadArea = (area: Area) => {
    if (loaded.has(area.id)) return
    loaded.add(area.id)
    container.load(area.module)
  }
  for (const area of areas) loadArea(area)
  return {
    container,
    resolve: <T>(port: PortId<T>): T => container.get<T>(port.key),
    loadArea,
  }
}
