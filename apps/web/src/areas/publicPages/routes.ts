/** The routes of the domain's table this area draws (read eagerly; the area itself loads with the first one). */
export const routeIds = [
  'jwtEmbed',
  'universalLinkSavedAuctions',
  'universalLinkSearch',
  'privacyPolicy',
  'requestCashFlow',
  'requestCashFlowExpired',
  'requestCashFlowUpdatedLink',
  'requestCashFlowConnected',
  'requestCashFlowError',
  'vehicleHistoryCallback',
  'marketReport',
  'marketReportEmbed',
  'digitalBroadcast',
] as const
