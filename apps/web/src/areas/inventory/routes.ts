/** The routes of the domain's table this area draws (read eagerly; the area itself loads with the first one). */
export const routeIds = ['myacvInventory'] as const

/** My inventory is one of shell §1's remote modules: a failed load is reported and shown with a retry. */
export const remote = 'inventory'
