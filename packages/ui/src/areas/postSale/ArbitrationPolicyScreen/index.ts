export { ArbitrationPolicyScreen, ArbitrationPolicyTexts } from './ArbitrationPolicyScreen'
