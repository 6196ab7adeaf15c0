import { type PortId, SessionControl } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { defineArea } from '../areas/defineArea'
import { MemoryStorage } from '../testing/MemoryStorage'
import { createCoreGraph } from './coreGraph'
import { createContainer } from './createContainer'

const A = Symbol('a')
const B = Symbol('b')
const C = Symbol('c')

describe('the core graph', () => {
  it('makes each value once, on first use, with what it depends on', () => {
    let made = 0
    const graph = createCoreGraph([
      ({ bind }) => {
        bind<number>(A).toConstantValue(2)
        bind<{ n: number }>(B).toDynamicValue((ctx) => {
          made += 1
          return { n: ctx.get<number>(A) * 10 }
        })
        bind<{ n: number }>(C).toService(B)
      },
    ])
    expect(made).toBe(0)
    const b = graph.get<{ n: number }>(B)
    expect(b).toEqual({ n: 20 })
    expect(graph.get(C)).toBe(b)
    expect(graph.get(B)).toBe(b)
    expect(made).toBe(1)
    expect(graph.ids).toEqual([A, B, C])
  })

  it('fails loudly on an id nobody bound, a cycle and an id bound twice', () => {
    const cyclic = createCoreGraph([
      ({ bind }) => {
        bind(A).toDynamicValue((ctx) => ctx.get(B))
        bind(B).toDynamicValue((ctx) => ctx.get(A))
      },
    ])
    expect(() => cyclic.get(C)).toThrow('No bindings found')
    expect(() => cyclic.get(A)).toThrow('Circular dependency')
    expect(() =>
      createCoreGraph([
        ({ bind }) => {
          bind(A).toConstantValue(1)
          bind(A).toConstantValue(2)
        },
      ]),
    ).toThrow('bound twice')
  })
})

describe('createContainer: the core graph, then inversify with the first area', () => {
  const config = {
    environment: 'test',
    brand: 'Gavel',
    gateways: {
      identity: 'http://127.0.0.1:1/identity',
      buying: 'http://127.0.0.1:1/buying',
      search: 'http://127.0.0.1:1/search',
    },
    realtime: 'ws://127.0.0.1:1/realtime',
  }
  const platform = () => ({ storage: new MemoryStorage(), events: new EventTarget(), locks: undefined })
  const Probe: PortId<{ readonly session: SessionControl }> = { key: Symbol('probe'), name: 'probe' }
  const probeArea = defineArea('probe', ({ bind }) => {
    bind(Probe.key).toDynamicValue((ctx) => ({ session: ctx.get<SessionControl>(SessionControl.key) }))
  })

  it("serves the core before any area, and an area's adapters get the core's own instances", () => {
    const services = createContainer({ config, platform: platform() })
    const session = services.resolve(SessionControl)
    expect(() => services.resolve(Probe)).toThrow('No bindings found')
    services.loadArea(probeArea)
    expect(services.resolve(Probe).session).toBe(session)
    expect(services.resolve(SessionControl)).toBe(session)
  })

  it('binds areas given at the start, and an area loaded twice once', () => {
    const services = createContainer({
      config,
      platform: platform(),
      areas: [probeArea],
    })
    const probe = services.resolve(Probe)
    services.loadArea(probeArea)
    expect(services.resolve(Probe)).toBe(probe)
    expect(probe.session).toBe(services.resolve(SessionControl))
  })

  it("hands the shell's second half, added after the container exists, to the areas too", () => {
    const Late: PortId<{ readonly late: true }> = { key: Symbol('late'), name: 'late' }
    const Reader: PortId<{ readonly late: { readonly late: true } }> = { key: Symbol('reader'), name: 'reader' }
    const readerArea = defineArea('reader', ({ bind }) => {
      bind(Reader.key).toDynamicValue((ctx) => ({ late: ctx.get(Late.key) }))
    })
    const services = createContainer({ config, platform: platform() })
    services.loadArea(readerArea)
    expect(() => services.resolve(Reader)).toThrow()
    services.loadArea({ id: 'late', core: [({ bind }) => bind(Late.key).toConstantValue({ late: true })] })
    expect(services.resolve(Reader).late).toBe(services.resolve(Late))
  })
})
