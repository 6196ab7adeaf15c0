import { messageOf, type ToastKind } from '@gavel/domain'
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { ToastRegion } from './ToastRegion'
import { createToastOutlets, type ToastOutlets } from './toastOutlets'
import { createToastStore, isToastWorthy, type ToastStore } from './toastStore'

export interface ToastApi {
  show(kind: ToastKind, text: string): void
  /** Error toast with the failure's text (messageOf); silent for RequestCanceled. */
  showError(err: unknown): void
}

interface ToastContextValue {
  readonly store: ToastStore
  readonly outlets: ToastOutlets
}

const ToastContext = createContext<ToastContextValue | null>(null)

export interface ToastProviderProps {
  readonly store?: ToastStore
  readonly children: ReactNode
}

/** Holds the toasts and renders them in one aria-live region after its children, or in the open modal's outlet. */
export const ToastProvider = ({ store, children }: ToastProviderProps) => {
  const [own] = useState(() => store ?? createToastStore())
  const [outlets] = useState(createToastOutlets)
  const active = store ?? own
  const value = useMemo(() => ({ store: active, outlets }), [active, outlets])
  const toasts = useSyncExternalStore(active.subscribe, active.list, active.list)
  const modalOpen = useSyncExternalStore(outlets.subscribe, outlets.top, outlets.top) !== null
  return (
    <ToastContext.Provider value={value}>
      {children}
      {!modalOpen && <ToastRegion toasts={toasts} onDismiss={active.dismiss} />}
    </ToastContext.Provider>
  )
}

const none = () => null
const noSubscription = () => () => undefined

/**
 * The toasts inside an open modal dialog (the Dialog primitive renders it): the innermost open modal shows them, in
 * its own live region, above its backdrop and outside the inert page. Nothing without a ToastProvider.
 */
export const ToastOutlet = () => {
  const context = useContext(ToastContext)
  const [outlet] = useState(() => ({}))
  useLayoutEffect(() => context?.outlets.enter(outlet), [context, outlet])
  const top = useSyncExternalStore(context?.outlets.subscribe ?? noSubscription, context?.outlets.top ?? none, none)
  const toasts = useSyncExternalStore(
    context?.store.subscribe ?? noSubscription,
    context?.store.list ?? none,
    context?.store.list ?? none,
  )
  if (context === null || toasts === null || top !== outlet) return null
  return <ToastRegion toasts={toasts} onDismiss={context.store.dismiss} />
}

/** Show toasts from anywhere under a ToastProvider. */
export const useToast = (): ToastApi => {
  const store = useContext(ToastContext)?.store ?? null
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
