/**
 * A typed identifier for a port. Adapters bind an implementation to `key`; screens resolve it through the
 * services context. The phantom `T` keeps `resolve(AuctionBidding)` typed without a cast at the call site.
 */
export interface PortId<T> {
  readonly key: symbol
  readonly name: string
  /** Phantom: never set at run time. */
  readonly _port?: T
}

export const createPortId = <T>(name: string): PortId<T> => ({ key: Symbol.for(`gavel.port.${name}`), name })

/** Something that hands out port implementations (the container, or a test's fakes). */
export interface PortResolver {
  resolve<T>(port: PortId<T>): T
}
