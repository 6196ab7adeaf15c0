export { RegistrationLanding, RegistrationLandingTexts } from './RegistrationLanding'
