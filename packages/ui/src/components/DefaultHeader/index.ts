export type { DefaultHeaderProps } from './DefaultHeader'
export { DefaultHeader } from './DefaultHeader'
