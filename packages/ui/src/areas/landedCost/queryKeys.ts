/** The query cache's keys of the landed-cost area (a purchase invalidates `queryKeys.auction`). */
export const landedCostKeys = {
  inputs: (auctionId: number, dealerId: number | null, payWithCapital: boolean) =>
    ['landed-cost-inputs', auctionId, dealerId, payWithCapital] as const,
}
