export type { JwtEmbedScreenProps } from './JwtEmbedScreen'
export { JwtEmbedScreen } from './JwtEmbedScreen'
export type { UniversalLinkScreenProps } from './UniversalLinkScreen'
export { UniversalLinkScreen, UniversalLinkTexts } from './UniversalLinkScreen'
