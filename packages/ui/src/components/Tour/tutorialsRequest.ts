const listeners = new Set<() => void>()

/**
 * The user menu's Tutorials entry asks for the tours here (shell §4.5); the tour layer, which loads after the page's
 * content, answers. Kept apart from the layer so asking costs the page nothing up front.
 */
export const requestTutorials = (): void => {
  for (const listener of listeners) listener()
}

export const onTutorialsRequested = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
