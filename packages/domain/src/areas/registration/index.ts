export { legacyRegistrationUrl } from './externalRegistration'
