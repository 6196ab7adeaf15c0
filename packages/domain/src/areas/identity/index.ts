export { EmailTexts, emailProblem } from './emailRules'
export { PasswordReset } from './PasswordReset'
export {
  confirmationProblem,
  emailNamePart,
  PASSWORD_MIN_LENGTH,
  PasswordTexts,
  passwordProblem,
} from './passwordRules'
export { ssoTokenFrom } from './ssoToken'
