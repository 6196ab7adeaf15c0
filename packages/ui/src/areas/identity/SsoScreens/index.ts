export { SsoErrorScreen } from './SsoErrorScreen'
export type { SsoRedirectScreenProps } from './SsoRedirectScreen'
export { SsoRedirectScreen, SsoTexts } from './SsoRedirectScreen'
