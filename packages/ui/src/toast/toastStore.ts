import { Constants, isDomainError, type ToastKind } from '@gavel/domain'

/** Toast re-show delay (shell §4.6, §9: "Toast re-show 250 ms"). */
export const TOAST_RESHOW_DELAY_MS = Constants.toastReshowDelayMs
/** How long a toast stays; errors stay longer so a dealer can read why a bid failed. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  error: 8_000,
  warning: 6_000,
  success: 4_000,
  info: 4_000,
}

export interface ToastItem {
  readonly id: number
  readonly kind: ToastKind
  readonly text: string
}

export interface ToastStore {
  list(): readonly ToastItem[]
  subscribe(listener: () => void): () => void
  /** Shows a toast; the same kind and text already showing is taken down and shown again after 250 ms. */
  show(kind: ToastKind, text: string): void
  dismiss(id: number): void
}

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
}

export const createToastStore = (timers: Timers = browserTimers): ToastStore => {
  let items: readonly ToastItem[] = []
  let nextId = 1
  const listeners = new Set<() => void>()
  const expiries = new Map<number, unknown>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const dismiss = (id: number) => {
    const handle = expiries.get(id)
    if (handle !== undefined) timers.clearTimeout(handle)
    expiries.delete(id)
    const next = items.filter((t) => t.id !== id)
    if (next.length !== items.length) {
      items = next
      emit()
    }
  }
  const add = (kind: ToastKind, text: string) => {
    const id = nextId++
    items = [...items, { id, kind, text }]
    expiries.set(
      id,
      timers.setTimeout(() => dismiss(id), TOAST_DURATION_MS[kind]),
    )
    emit()
  }
  return {
    list: () => items,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    show: (kind, text) => {
      const same = items.find((t) => t.kind === kind && t.text === text)
      if (same === undefined) return add(kind, text)
      dismiss(same.id)
      timers.setTimeout(() => add(kind, text), TOAST_RESHOW_DELAY_MS)
    },
    dismiss,
  }
}

/** Whether a failure deserves a toast: a canceled request (idle or offline) never does (shell §8). */
export const isToastWorthy = (err: unknown): boolean => !(isDomainError(err) && err._tag === 'RequestCanceled')
