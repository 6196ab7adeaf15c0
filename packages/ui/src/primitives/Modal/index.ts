export { ModalBackdrop, modalCard } from './Modal.styles'
export { focusablesIn, wrapTab } from './wrapTab'
