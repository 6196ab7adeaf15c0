/** The settings area (shell §2.3, marketplace §7 User settings and organization service; ADR 0025 team limits). */
export { type AddressDraft, AddressType, DealershipAddress } from './address'
export {
  EMPTY_OFFBOARDING_FORM,
  OFFBOARDING_REASONS,
  OffboardingAnswer,
  type OffboardingField,
  type OffboardingForm,
  OffboardingReason,
  type OffboardingSubmission,
  OffboardingSurvey,
  OffboardingTexts,
  OTHER_REASON_MAX,
  offboardingFieldError,
  validateOffboarding,
  WOULD_RETURN,
  WouldReturn,
} from './offboarding'
export { PaymentKind, PaymentMethod, PaymentOption } from './paymentMethod'
export {
  AccountSettings,
  BidApprovals,
  DealershipAddresses,
  DealershipProfiles,
  DealershipTeam,
  PaymentMethods,
  ProxyBids,
} from './ports'
export {
  COMPLETED_TOURS_KEY,
  EMAIL_KINDS,
  EMAIL_SETTING,
  emailKindsOf,
  LISTING_PREFERENCE,
  listingPreferenceSetting,
  profileFieldError,
  toE164,
} from './preferences'
export {
  DealershipProfile,
  Profile,
  type ProfileChange,
  SMS_KINDS,
  type SmsKind,
  SmsSettings,
  UserSetting,
} from './profile'
export { documentPurchases, documentsClosedReason, SettingsDocsTexts } from './purchaseDocuments'
export { type SettingsMenuItem, settingsMenu } from './settingsMenu'
export { ApprovalStatus, BidApproval, type TeamInvite, TeamLimits, TeamMember, TeamRole } from './team'
export { adminDealerships, inviteFieldError, parseLimit, pickAdminDealership, teamChangeBlock } from './teamRules'
export {
  type AddressField,
  type AddressForm,
  AddressTexts,
  addressFieldError,
  EMPTY_ADDRESS_FORM,
  formatPhone,
  normalizeState,
  normalizeZip,
  phoneDigits,
  US_STATES,
  validateAddress,
} from './usAddressRules'
