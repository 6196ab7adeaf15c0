export type { ResetPasswordScreenProps } from './ResetPasswordScreen'
export { ResetPasswordScreen, ResetPasswordTexts } from './ResetPasswordScreen'
