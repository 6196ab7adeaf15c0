import { Container, ContainerModule, type ContainerModuleLoadOptions } from 'inversify'
import type { CoreArea } from '../container/binder'

/**
 * An area of the product (`docs/architecture.md` "Areas", ADR 0019): the adapters of one part of the app (my account
 * buying, selling, settings, capital, …), bound into the app's container when the area's first route loads, so
 * that an area costs the listing nothing. Each area lives in `src/areas/{name}/index.ts` and is imported through
 * `@gavel/adapters/areas/{name}`, never from the package's main entry.
 */
export interface ContainerArea {
  /** Unique among areas; loading an area twice binds it once. */
  readonly id: string
  readonly module: ContainerModule
  /**
   * inversify's container, brought by the area's chunk: the app's container is made with the first such area loaded,
   * over the core graph, so the listing loads no inversify (docs/adr/0030 amendment).
   */
  readonly Container: typeof Container
}

/** Any area `loadArea` takes: one bound by inversify, or the shell's second half, which extends the core graph. */
export type Area = ContainerArea | CoreArea

export const defineArea = (id: string, register: (options: ContainerModuleLoadOptions) => void): ContainerArea => ({
  id,
  module: new ContainerModule(register),
  Container,
})
