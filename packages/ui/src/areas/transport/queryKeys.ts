/** The query cache's keys of the transport area. */
export const transportKeys = {
  places: (dealerId: number) => ['transport-places', dealerId] as const,
  primaryContact: (dealerId: number) => ['transport-primary-contact', dealerId] as const,
  dealerContact: (dealerId: number) => ['transport-dealer-contact', dealerId] as const,
  /** The running promotions are the signed-in user's (their dealerships'). */
  promotions: (userId: number | null) => ['transport-promotions', userId] as const,
}
