/** The routes of the domain's table the inspections area draws (read eagerly; the area loads with the first one). */
export const routeIds = ['myacvRequestInspectionNew', 'myacvRequestInspectionRequested'] as const
