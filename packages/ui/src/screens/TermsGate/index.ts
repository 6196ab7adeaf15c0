export type { TermsGateProps } from './TermsGate'
export { TermsGate } from './TermsGate'
export type { TermsGateState } from './useTermsGate'
export { useTermsGate } from './useTermsGate'
