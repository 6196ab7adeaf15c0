import type { Area } from '@gavel/adapters'
import { type RemoteModule, type RemoteModuleName, RemoteModules } from '@gavel/domain'
import { RemoteModuleFailure } from '@gavel/ui'
import { type ComponentType, createElement, use } from 'react'
import type { AreaEntry } from '../areas/AreaEntry'

type ScreenLoader = () => Promise<ComponentType>

/** Where an area's adapters go: the app's container. */
export interface AreaHost {
  loadArea(area: Area): void
}

/** Notes a remote module whose code did not load (shell §1): tracked or reported, by the module. */
export type RemoteFailureSink = (module: RemoteModule, error: unknown) => void

/** What an area's `routes.ts` says (read eagerly): its route ids, and `remote` when it is one of shell §1's. */
interface AreaRoutes {
  readonly routeIds: readonly string[]
  readonly remote?: RemoteModuleName
}

/** The shell's own screens, each its own chunk, so a page downloads only what it shows. */
const shellScreens: Readonly<Record<string, ScreenLoader>> = {
  login: async () => (await import('../routes/LoginRoute')).LoginRoute,
  logout: async () => (await import('../routes/LogoutRoute')).LogoutRoute,
  marketplace: async () => (await import('../routes/MarketplaceRoute')).MarketplaceRoute,
  search: async () => (await import('../routes/MarketplaceRoute')).MarketplaceRoute,
  notifications: async () => (await import('../routes/NotificationsRoute')).NotificationsRoute,
}

/**
 * Areas (ADR 0019): each `areas/{name}/routes.ts` names its route ids and is read at start (a few bytes);
 * `areas/{name}/index.ts` is the area's chunk, loaded with its first route, and binds its adapters before its
 * screen renders. Adding an area touches no file here.
 */
const areaRoutes = import.meta.glob<AreaRoutes>('../areas/*/routes.ts', { eager: true })
const areaChunks = import.meta.glob<AreaEntry>('../areas/*/index.ts', { import: 'entry' })

/**
 * A remote module's screen (shell §1, ADR 0028): when its code fails to load, the failure is noted and the route
 * shows the module's error page, whose Retry imports it again, instead of a blank page.
 */
export const remoteScreen =
  (module: RemoteModule, load: ScreenLoader, onFailure: RemoteFailureSink): ScreenLoader =>
  async () => {
    try {
      return await load()
    } catch (error) {
      const note = (failure: unknown) => onFailure(module, failure)
      note(error)
      return () => createElement(RemoteModuleFailure, { module, load, onFailure: note })
    }
  }

const areaScreens = (host: AreaHost, onRemoteFailure: RemoteFailureSink): Record<string, ScreenLoader> => {
  const loaders: Record<string, ScreenLoader> = {}
  for (const [routesFile, { routeIds, remote }] of Object.entries(areaRoutes)) {
    const loadChunk = areaChunks[routesFile.replace(/routes\.ts$/, 'index.ts')]
    if (loadChunk === undefined) throw new Error(`${routesFile} has no index.ts beside it`)
    for (const routeId of routeIds) {
      const load: ScreenLoader = async () => {
        const entry = await loadChunk()
        host.loadArea(entry.area)
        const screen = entry.screens[routeId]
        if (screen === undefined) throw new Error(`${routesFile} lists '${routeId}' but its area draws no such screen`)
        return screen
      }
      loaders[routeId] = remote === undefined ? load : remoteScreen(RemoteModules[remote], load, onRemoteFailure)
    }
  }
  return loaders
}

const inProgress: ScreenLoader = async () => (await import('../routes/AreaInProgressRoute')).AreaInProgressRoute

/**
 * The screen of each route of the domain's table (one component per route, made once), and a way to start loading a
 * route's code before it is shown. Unlike `React.lazy`, a screen whose code has already arrived renders at once: a
 * lazy component suspends on its first render even then, which shows the page's spinner for a frame and makes React
 * hold the real page back (it throttles revealing a fallback's content by 300 ms), on the listing's cold load too.
 */
export interface ScreenCatalog {
  readonly screen: (routeId: string) => ComponentType
  /**
   * Starts loading the route's code, or answers the load already started (at boot, for the page being opened,
   * beside the config and the guard); settles when the screen can render without suspending.
   */
  readonly load: (routeId: string) => Promise<unknown>
}

/** A promise carrying its outcome the way React's `use` reads it, so a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

const tracked = <T>(promise: Promise<T>): Tracked<T> => {
  const t: Tracked<T> = promise
  t.status = 'pending'
  promise.then(
    (value) => {
      t.status = 'fulfilled'
      t.value = value
    },
    (reason: unknown) => {
      t.status = 'rejected'
      t.reason = reason
    },
  )
  return t
}

/** Every route id with a screen of its own, shell or area; the rest of the table is not built yet. */
export const screenLoaders = (
  host: AreaHost,
  onRemoteFailure: RemoteFailureSink = () => {},
): Readonly<Record<string, ScreenLoader>> => ({
  ...shellScreens,
  ...areaScreens(host, onRemoteFailure),
})

export const createScreenCatalog = (host: AreaHost, onRemoteFailure: RemoteFailureSink): ScreenCatalog => {
  const loaders = screenLoaders(host, onRemoteFailure)
  const loads = new Map<string, Tracked<ComponentType>>()
  const load = (routeId: string) => {
    const known = loads.get(routeId)
    if (known) return known
    const started = tracked((loaders[routeId] ?? inProgress)())
    loads.set(routeId, started)
    return started
  }
  const made = new Map<string, ComponentType>()
  return {
    load,
    screen: (routeId) => {
      const known = made.get(routeId)
      if (known) return known
      const Screen = () => createElement(use<ComponentType>(load(routeId) as Promise<ComponentType>))
      Screen.displayName = `Screen(${routeId})`
      made.set(routeId, Screen)
      return Screen
    },
  }
}
