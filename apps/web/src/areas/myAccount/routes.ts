/** The my-account area's own routes (the frame); the lists and pages are drawn by the buying, selling, … areas. */
export const routeIds = ['myacvMenu'] as const
