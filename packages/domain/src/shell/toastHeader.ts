import { ToastHeaders, type ToastKind } from '../messages'

/** The toast header for a kind (shell §8): error, success and warning have one; info none. */
export const toastHeader = (kind: ToastKind): string | null => ToastHeaders[kind]
