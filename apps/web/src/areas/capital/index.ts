import { capitalArea } from '@gavel/adapters/areas/capital'
import { CapitalLandingPage, CapitalPortal, CapitalPortalAlias, CapitalPortalError } from '@gavel/ui/areas/capital'
import type { AreaEntry } from '../AreaEntry'

/** The capital portal (marketplace §7 Capital service; shell §2.2 /capital children, /capital-portal). */
export const entry: AreaEntry = {
  area: capitalArea,
  screens: {
    capital: CapitalPortal,
    capitalLandingPage: CapitalLandingPage,
    capitalPortalError: CapitalPortalError,
    capitalPortal: CapitalPortalAlias,
  },
}
