import type { PortResolver } from '@gavel/domain'
import { createContext, useContext } from 'react'
import type { AreaHost } from './screens'

/**
 * The app's container as a host of areas (ADR 0019), for the few life-cycle tasks that bind an area before its first
 * route opens (the capital users' open invoices preload). Null outside the app (stories).
 */
export const AreaHostContext = createContext<(AreaHost & PortResolver) | null>(null)
export const useAreaHost = () => useContext(AreaHostContext)
