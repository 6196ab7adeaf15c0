import type { PortId, PortResolver } from '@gavel/domain'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

const ServicesContext = createContext<PortResolver | null>(null)

export interface ServicesProviderProps {
  /** Hands out port implementations: the app's container, or a story's fakes. */
  readonly resolver: PortResolver
  readonly children: ReactNode
}

/** Screens get their ports here (`docs/architecture.md` "UI"); the UI never builds an adapter itself. */
export const ServicesProvider = ({ resolver, children }: ServicesProviderProps) => (
  <ServicesContext.Provider value={resolver}>{children}</ServicesContext.Provider>
)

/** The implementation bound to `port`. Throws when no ServicesProvider is mounted. */
export const useService = <T,>(port: PortId<T>): T => {
  const resolver = useContext(ServicesContext)
  if (resolver === null) throw new Error(`useService(${port.name}) needs a <ServicesProvider> above it`)
  return useMemo(() => resolver.resolve(port), [resolver, port])
}

/** The port where one is bound, else null: for a widget that shows only where its area has loaded. */
export const useOptionalService = <T,>(port: PortId<T>): T | null => {
  const resolver = useContext(ServicesContext)
  return useMemo(() => {
    try {
      return resolver?.resolve(port) ?? null
    } catch {
      return null
    }
  }, [resolver, port])
}
