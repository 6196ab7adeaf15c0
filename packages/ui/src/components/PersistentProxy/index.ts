export type { PersistentProxyProps } from './PersistentProxy'
export { PersistentProxy } from './PersistentProxy'
