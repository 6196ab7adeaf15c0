export { LoyaltySignupScreen, LoyaltySignupTexts } from './LoyaltySignupScreen'
