export { ForgotPasswordScreen, ForgotPasswordTexts } from './ForgotPasswordScreen'
