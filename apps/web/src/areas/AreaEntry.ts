import type { Area } from '@gavel/adapters'
import type { PortResolver } from '@gavel/domain'
import type { ComponentType } from 'react'

/**
 * What an area's lazily loaded chunk hands the app (ADR 0019): its adapters, bound into the container before its
 * first screen renders, and one screen per route id it lists in its `routes.ts`.
 */
export interface AreaEntry {
  readonly area: Area
  readonly screens: Readonly<Record<string, ComponentType>>
  /**
   * Starts what a route's screen shows first, once the area is bound and before the screen (and the query cache it
   * reads) has loaded and mounted (issue 12: the saved list's first page). Answers a promise that settles (never
   * rejects) once that first data has arrived or failed, when the app may wait for it before its first render.
   */
  readonly prefetch?: (routeId: string, services: PortResolver) => Promise<void> | null
}
