/** The query cache's keys of the post-sale area (the auction itself and the outstanding list are `queryKeys`'). */
export const postSaleKeys = {
  timeline: (auctionId: number, dealerId: number) => ['post-sale', auctionId, dealerId] as const,
  arbitrationActions: (auctionId: number, dealerId: number) => ['arbitration-actions', auctionId, dealerId] as const,
  checkoutOptions: (auctionId: number, dealerId: number, paymentMethod: string | null) =>
    ['checkout-options', auctionId, dealerId, paymentMethod] as const,
  dealershipAddresses: (dealerId: number) => ['dealership-addresses', dealerId] as const,
}
