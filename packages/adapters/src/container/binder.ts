/**
 * How the core's modules describe what they bind (docs/adr/0030 amendment): the subset of inversify's binding syntax
 * they use, without importing inversify, so the listing's first cards can be composed before inversify has loaded.
 * inversify's own `ResolutionContext` is a `GraphContext`, so a factory shared with the areas (`sdkClientOptions`)
 * takes either.
 */
export interface GraphContext {
  get<T>(id: symbol): T
}

export interface Binding<T> {
  toConstantValue(value: T): void
  toDynamicValue(build: (context: GraphContext) => T): void
  toService(id: symbol): void
}

export interface Binder {
  bind<T>(id: symbol): Binding<T>
}

/** One module of the core graph: what a `ContainerModule` of an area is to inversify. */
export type CoreModule = (binder: Binder) => void

/**
 * The core's second half (`areas/shell`, docs/adr/0046): modules the core graph adds when the app asks for them after
 * the first card, so the listing loads no inversify at all; `loadArea` takes it like any area.
 */
export interface CoreArea {
  readonly id: string
  readonly core: readonly CoreModule[]
}
