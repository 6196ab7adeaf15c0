export { ModalBackdrop, modalCard } from './Modal.styles'
