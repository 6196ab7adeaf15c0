/**
 * A fake of port `T` built from the methods a test gives; any other method throws, so a test never
 * passes by silently calling something it did not expect (`docs/style.md` 13).
 */
export const partialFake = <T extends object>(portName: string, methods: Partial<T> = {}): T =>
  new Proxy(methods as T, {
    get(target, property, receiver) {
      if (property in target) return Reflect.get(target, property, receiver)
      if (typeof property === 'symbol' || property === 'then') return undefined
      return () => {
        throw new Error(`${portName}.${property} was called but the fake was not given it`)
      }
    },
  })
