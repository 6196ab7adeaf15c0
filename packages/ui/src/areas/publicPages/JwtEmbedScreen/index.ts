export type { JwtEmbedScreenProps } from './JwtEmbedScreen'
export { JwtEmbedScreen } from './JwtEmbedScreen'
