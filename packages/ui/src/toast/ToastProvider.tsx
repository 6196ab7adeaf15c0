import { messageOf, type ToastKind } from '@gavel/domain'
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react'
import { ToastRegion } from './ToastRegion'
import { createToastStore, isToastWorthy, type ToastStore } from './toastStore'

export interface ToastApi {
  show(kind: ToastKind, text: string): void
  /** Error toast with the failure's text (messageOf); silent for RequestCanceled. */
  showError(err: unknown): void
}

const ToastContext = createContext<ToastStore | null>(null)

export interface ToastProviderProps {
  readonly store?: ToastStore
  readonly children: ReactNode
}

/** Holds the toasts and renders them in one aria-live region after its children. */
export const ToastProvider = ({ store, children }: ToastProviderProps) => {
  const [own] = useState(() => store ?? createToastStore())
  const active = store ?? own
  const toasts = useSyncExternalStore(active.subscribe, active.list, active.list)
  return (
    <ToastContext.Provider value={active}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={active.dismiss} />
    </ToastContext.Provider>
  )
}

/** Show toasts from anywhere under a ToastProvider. */
export const useToast = (): ToastApi => {
  const store = useContext(ToastContext)
  if (store === null) throw new Error('useToast needs a <ToastProvider> above it')
  return useMemo(
    () => ({
      show: (kind, text) => store.show(kind, text),
      showError: (err) => {
        if (isToastWorthy(err)) store.show('error', messageOf(err))
      },
    }),
    [store],
  )
}
