/**
 * Where the toasts show. A modal dialog puts the page behind it in the inert top-layer shadow, so toasts shown in
 * the page's region would sit under its backdrop and go unannounced: each open modal enters an outlet of its own,
 * and only the innermost one (the top of the stack) shows them; with none open, the page's region does.
 */
export interface ToastOutlets {
  /** Enters an outlet; the returned function leaves it. */
  enter(outlet: object): () => void
  top(): object | null
  subscribe(listener: () => void): () => void
}

export const createToastOutlets = (): ToastOutlets => {
  let stack: readonly object[] = []
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  return {
    enter: (outlet) => {
      stack = [...stack, outlet]
      emit()
      return () => {
        stack = stack.filter((o) => o !== outlet)
        emit()
      }
    },
    top: () => stack.at(-1) ?? null,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
