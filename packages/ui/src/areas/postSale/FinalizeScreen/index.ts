export { FinalizeScreen, FinalizeScreenTexts, FinalizeSuccess } from './FinalizeScreen'
