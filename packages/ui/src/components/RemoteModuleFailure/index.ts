export type { RemoteModuleFailureProps } from './RemoteModuleFailure'
export { RemoteModuleFailure } from './RemoteModuleFailure'
