/** The routes of the domain's table the post-sale area draws (issue 11): finalize, report a problem, timeline. */
export const routeIds = [
  'outstanding',
  'myacvWonFinalize',
  'myacvWonCheckoutOptions',
  'myacvWonReportProblem',
  'myacvWonArbitrationPolicy',
  'myacvWonTimeline',
] as const
