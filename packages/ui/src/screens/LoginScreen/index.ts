export type { LoginScreenProps } from './LoginScreen'
export { LoginScreen, LoginTexts } from './LoginScreen'
