export type { UniversalLinkScreenProps } from './UniversalLinkScreen'
export { UniversalLinkScreen, UniversalLinkTexts } from './UniversalLinkScreen'
