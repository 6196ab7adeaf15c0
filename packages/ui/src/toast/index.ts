export type { ToastApi, ToastProviderProps } from './ToastProvider'
export { ToastOutlet, ToastProvider, useToast } from './ToastProvider'
export type { ToastItem, ToastStore } from './toastStore'
export { createToastStore, isToastWorthy, TOAST_RESHOW_DELAY_MS } from './toastStore'
