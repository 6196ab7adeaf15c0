/** The query key of the user's proxy bids. */
export const proxyBidsKey = ['settings', 'proxy-bids'] as const
