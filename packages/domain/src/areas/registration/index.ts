export { blockingIssues } from './blockingIssues'
export { legacyRegistrationUrl } from './externalRegistration'
export type { RegistrationRequest } from './Registration'
export { Registration } from './Registration'
export {
  auctionAccessIdProblem,
  formatPhone,
  phoneDigits,
  phoneProblem,
  RegistrationTexts,
  requiredName,
} from './registrationRules'
