export { CheckoutOptionsScreen, CheckoutOptionsTexts } from './CheckoutOptionsScreen'
