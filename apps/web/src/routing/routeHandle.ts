import type { RouteMeta } from '@gavel/domain'

/** What each route carries for the shell: its meta from the domain's route table. */
export interface RouteHandle {
  readonly meta: RouteMeta
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'meta' in value
