export type { RegistrationFormScreenProps } from './RegistrationFormScreen'
export { RegistrationFormScreen, RegistrationFormTexts } from './RegistrationFormScreen'
