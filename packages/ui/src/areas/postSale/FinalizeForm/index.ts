export { FinalizeFieldTexts } from './FinalizeFields'
export type { FinalizeFormProps } from './FinalizeForm'
export { FinalizeForm, FinalizeFormTexts } from './FinalizeForm'
