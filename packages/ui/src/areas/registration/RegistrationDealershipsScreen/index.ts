export type { RegistrationDealershipsScreenProps } from './RegistrationDealershipsScreen'
export { RegistrationDealershipsScreen, RegistrationDealershipsTexts } from './RegistrationDealershipsScreen'
