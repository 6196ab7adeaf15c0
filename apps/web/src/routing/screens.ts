import type { Area } from '@gavel/adapters'
import { matchRoute, type PortResolver, type RemoteModule, type RemoteModuleName, RemoteModules } from '@gavel/domain'
import { RemoteModuleFailure } from '@gavel/ui'
import { type ComponentType, createElement, use } from 'react'
import type { AreaEntry } from '../areas/AreaEntry'
import { FIRST_DATA_WAIT_MS, waitAtMost } from './firstDataWait'
import { importAgain } from './importAgain'

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
 * shows the module's error page, whose Retry imports it again, instead of a blank page. A browser that keeps the
 * failed import failed reloads the page once the server answers (`importAgain`).
 */
export const remoteScreen =
  (module: RemoteModule, load: ScreenLoader, onFailure: RemoteFailureSink): ScreenLoader =>
  async () => {
    try {
      return await load()
    } catch (error) {
      const note = (failure: unknown) => onFailure(module, failure)
      note(error)
      return () => createElement(RemoteModuleFailure, { module, load: importAgain(load), onFailure: note })
    }
  }

/** The chunk of the area that draws each route id. */
const areaChunkOfRoute = new Map<string, () => Promise<AreaEntry>>()
for (const [routesFile, { routeIds }] of Object.entries(areaRoutes)) {
  const loadChunk = areaChunks[routesFile.replace(/routes\.ts$/, 'index.ts')]
  if (loadChunk !== undefined) for (const routeId of routeIds) areaChunkOfRoute.set(routeId, loadChunk)
}

/** The area chunk of the page the app opens on, asked for at start. */
export interface OpenedArea {
  readonly routeId: string
  readonly chunk: Promise<AreaEntry>
}

/**
 * Asks for the code of the area drawing the page the app opens on, beside the app's start (issue 12): a link into an
 * area then no longer waits for the config, the container and the guard before its chunk is even requested. Nothing
 * is shown until the guard lets the route through; a chunk that fails here is asked for again by the route.
 */
export const startAreaChunkOf = (pathname: string): OpenedArea | null => {
  const routeId = matchRoute(pathname)?.route.id
  const loadChunk = routeId === undefined ? undefined : areaChunkOfRoute.get(routeId)
  if (routeId === undefined || loadChunk === undefined) return null
  const chunk = loadChunk()
  chunk.catch(() => {})
  return { routeId, chunk }
}

/**
 * Once the container exists and the opened area's chunk has arrived, binds the area and lets it start what its
 * screen shows first (AreaEntry.prefetch), beside the guard's decision and the screen's own loading; the area checks
 * who may see it, since the guard has not decided yet.
 */
export const prefetchOpenedArea = async (host: AreaHost & PortResolver, opened: OpenedArea): Promise<void> => {
  const entry = await opened.chunk.catch(() => null)
  if (entry?.prefetch === undefined) return
  host.loadArea(entry.area)
  entry.prefetch(opened.routeId, host)
}

const areaScreens = (
  host: AreaHost & PortResolver,
  onRemoteFailure: RemoteFailureSink,
): Record<string, ScreenLoader> => {
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
        // the page shows with its first data when that comes soon, not with its skeleton and then again (ADR 0047)
        const firstData = entry.prefetch?.(routeId, host)
        if (firstData) await waitAtMost(firstData, FIRST_DATA_WAIT_MS)
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
 * lazy component suspends on its first render even then, which shows the page's spinner and makes React hold the
 * real page back (it throttles revealing a fallback's content by 300 ms), on the listing's cold load too (issue 10).
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
  host: AreaHost & PortResolver,
  onRemoteFailure: RemoteFailureSink = () => {},
): Readonly<Record<string, ScreenLoader>> => ({
  ...shellScreens,
  ...areaScreens(host, onRemoteFailure),
})

/** The routes whose screen draws before TanStack Query has loaded (the listing's early cache, docs/adr/0046). */
const EARLY_SCREENS: ReadonlySet<string> = new Set(['marketplace', 'search'])

/**
 * The catalog of screens. `beforeScreen` runs before every screen but the listing's renders (the app loads
 * TanStack Query there: those screens call `useQuery` as they mount).
 */
export const createScreenCatalog = (
  host: AreaHost & PortResolver,
  onRemoteFailure: RemoteFailureSink,
  beforeScreen: () => Promise<unknown> = async () => {},
): ScreenCatalog => {
  const loaders = screenLoaders(host, onRemoteFailure)
  const loads = new Map<string, Tracked<ComponentType>>()
  const load = (routeId: string) => {
    const known = loads.get(routeId)
    if (known) return known
    const code = (loaders[routeId] ?? inProgress)()
    const started = tracked(
      EARLY_SCREENS.has(routeId) ? code : Promise.all([code, beforeScreen()]).then(([component]) => component),
    )
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
