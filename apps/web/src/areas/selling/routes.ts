/** The routes of the domain's table the selling area draws (read eagerly; the area loads with the first one). */
export const routeIds = [
  'myacvSaved',
  'savedAuction',
  'myacvActiveSelling',
  'myacvNegotiationsSelling',
  'myacvSold',
  'myacvOffersReceivedSelling',
  'myacvPerformance',
  'myacvSendToAuction',
  'myacvGuaranteedSale',
  'myacvGsalePerformance',
] as const
