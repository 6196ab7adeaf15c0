import type { PortId, PortResolver } from '@gavel/domain'
import { Container } from 'inversify'
import type { RuntimeConfig } from '../config/RuntimeConfig'
import { auctionActionsModule } from './auctionActionsModule'
import { auctionDetailModule } from './auctionDetailModule'
import { capitalModule } from './capitalModule'
import { gatewaysModule } from './gatewaysModule'
import { headerModule } from './headerModule'
import type { ContainerHooks } from './hooks'
import { lifecycleModule } from './lifecycleModule'
import { liveModule } from './liveModule'
import { type Platform, resolvePlatform } from './platform'
import { platformModule } from './platformModule'
import { portsModule } from './portsModule'
import { searchModule } from './searchModule'
import { toursModule } from './toursModule'

export interface ContainerOptions {
  readonly config: RuntimeConfig
  readonly hooks?: ContainerHooks
  /** Browser defaults; tests pass their own storage, fetch and WebSocket. */
  readonly platform?: Partial<Platform>
}

export interface GavelContainer extends PortResolver {
  readonly container: Container
}

/**
 * The one way to build the object graph (ARCHITECTURE.md "Adapters"): the web app, Storybook and tests all
 * call this. Everything is a singleton: one session, one socket, one client per gateway.
 */
export const createContainer = ({ config, hooks = {}, platform }: ContainerOptions): GavelContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.load(
    platformModule(resolvePlatform(platform)),
    gatewaysModule(config, hooks),
    portsModule,
    liveModule,
    headerModule,
    auctionDetailModule,
    auctionActionsModule,
    toursModule,
    lifecycleModule,
    searchModule,
    capitalModule,
  )
  return {
    container,
    resolve: <T>(port: PortId<T>): T => container.get<T>(port.key),
  }
}
