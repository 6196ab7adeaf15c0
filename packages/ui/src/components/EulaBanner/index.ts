export type { EulaBannerProps } from './EulaBanner'
export { EulaBanner, EulaBannerTexts } from './EulaBanner'
