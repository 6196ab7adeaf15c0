import type { PortId, PortResolver } from '@gavel/domain'
import type { Binder, CoreModule, GraphContext } from './binder'

/** The core's singletons, made on first use (docs/adr/0030 amendment). */
export interface CoreGraph extends PortResolver, GraphContext {
  /** Every id the core binds, so the areas' container can hand them back to the core. */
  readonly ids: readonly symbol[]
  has(id: symbol): boolean
  /** Binds more modules (the shell's second half); returns the ids they bound. */
  add(modules: readonly CoreModule[]): symbol[]
}

/**
 * Composes what the listing's first cards and the header read (platform, gateways, the listing's ports, live updates,
 * monitoring, the outstanding check) from the core's modules, and later the shell's second half (`add`), each value
 * made once on first use, as inversify's singleton scope does. inversify itself loads with the first other area and
 * asks this graph for every core id, so there is one session, one socket and one client per gateway whichever side
 * asks first.
 */
export const createCoreGraph = (modules: readonly CoreModule[]): CoreGraph => {
  const recipes = new Map<symbol, (context: GraphContext) => unknown>()
  const made = new Map<symbol, unknown>()
  const making = new Set<symbol>()
  const get = <T>(id: symbol): T => {
    if (made.has(id)) return made.get(id) as T
    const recipe = recipes.get(id)
    if (recipe === undefined) throw new Error(`No bindings found for service: "${String(id)}"`)
    if (making.has(id)) throw new Error(`Circular dependency found: "${String(id)}"`)
    making.add(id)
    try {
      const value = recipe(graph)
      made.set(id, value)
      return value as T
    } finally {
      making.delete(id)
    }
  }
  let added: symbol[] = []
  const binder: Binder = {
    bind: <T>(id: symbol) => {
      const define = (recipe: (context: GraphContext) => T) => {
        if (recipes.has(id)) throw new Error(`"${String(id)}" is bound twice in the core`)
        recipes.set(id, recipe)
        added.push(id)
      }
      return {
        toConstantValue: (value: T) => define(() => value),
        toDynamicValue: define,
        toService: (other: symbol) => define((context) => context.get<T>(other)),
      }
    },
  }
  const graph: CoreGraph = {
    get,
    has: (id) => recipes.has(id),
    get ids() {
      return [...recipes.keys()]
    },
    resolve: <T>(port: PortId<T>): T => get<T>(port.key),
    add: (more) => {
      added = []
      for (const module of more) module(binder)
      return added
    },
  }
  graph.add(modules)
  return graph
}
