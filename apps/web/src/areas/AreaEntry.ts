import type { Area } from '@gavel/adapters'
import type { ComponentType } from 'react'

/**
 * What an area's lazily loaded chunk hands the app (ADR 0019): its adapters, bound into the container before its
 * first screen renders, and one screen per route id it lists in its `routes.ts`.
 */
export interface AreaEntry {
  readonly area: Area
  readonly screens: Readonly<Record<string, ComponentType>>
}
