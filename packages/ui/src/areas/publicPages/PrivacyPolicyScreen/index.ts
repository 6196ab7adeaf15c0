export { PRIVACY_SECTIONS, PrivacyPolicyScreen } from './PrivacyPolicyScreen'
