/**
 * The metadata API inversify 8 calls (`Reflect.defineMetadata`, `getMetadata`, `getOwnMetadata`, `decorate`), in
 * place of `reflect-metadata/lite` (about 2 KB brotli on the listing's path, issue 10). The build aliases
 * `reflect-metadata/lite` to this module (vite.config.ts); `reflectMetadataLite.test.ts` holds it to the library's
 * behaviour for every call inversify makes, and every e2e journey runs the app on it. Metadata lives in a WeakMap
 * per object and property, and `getMetadata` follows the prototype chain, as the library does.
 */
type Key = string | symbol | undefined
type Decorator = (target: unknown, property?: string | symbol, descriptor?: PropertyDescriptor) => unknown

const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>()

const own = (target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
  let byProperty = store.get(target)
  if (!byProperty) {
    if (!create) return undefined
    byProperty = new Map()
    store.set(target, byProperty)
  }
  let metadata = byProperty.get(property)
  if (!metadata && create) {
    metadata = new Map()
    byProperty.set(property, metadata)
  }
  return metadata
}

export const defineMetadata = (key: unknown, value: unknown, target: object, property?: string | symbol): void => {
  own(target, property, true)?.set(key, value)
}

export const getOwnMetadata = (key: unknown, target: object, property?: string | symbol): unknown =>
  own(target, property, false)?.get(key)

export const getMetadata = (key: unknown, target: object, property?: string | symbol): unknown => {
  for (let at: object | null = target; at !== null; at = Object.getPrototypeOf(at)) {
    const metadata = own(at, property, false)
    if (metadata?.has(key)) return metadata.get(key)
  }
  return undefined
}

/** Class decorators (two arguments) or member decorators (three or four), last to first, as the library does. */
export const decorate = (
  decorators: readonly Decorator[],
  target: unknown,
  property?: string | symbol,
  attributes?: PropertyDescriptor | null,
): unknown => {
  if (property === undefined) {
    let decorated = target
    for (const decorator of [...decorators].reverse()) decorated = decorator(decorated) ?? decorated
    return decorated
  }
  let descriptor = attributes ?? undefined
  for (const decorator of [...decorators].reverse())
    descriptor = (decorator(target, property, descriptor) as PropertyDescriptor | undefined) ?? descriptor
  return descriptor
}

const api = { defineMetadata, getOwnMetadata, getMetadata, decorate }
for (const [name, fn] of Object.entries(api)) {
  if (!(name in Reflect)) Object.defineProperty(Reflect, name, { value: fn, writable: true, configurable: true })
}
