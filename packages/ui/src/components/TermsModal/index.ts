export type { TermsModalProps } from './TermsModal'
export { TermsModal, TermsModalTexts } from './TermsModal'
