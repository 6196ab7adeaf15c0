/** The routes of the domain's table this area draws (read eagerly; the area itself loads with the first one). */
export const routeIds = ['capital', 'capitalLandingPage', 'capitalPortalError', 'capitalPortal'] as const

/** Capital is one of shell §1's remote modules: a failed load is noted and shown with a retry. */
export const remote = 'capital'
