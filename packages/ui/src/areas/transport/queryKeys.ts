/** The query cache's keys of the transport area. */
export const transportKeys = {
  places: (dealerId: number) => ['transport-places', dealerId] as const,
  primaryContact: (dealerId: number) => ['transport-primary-contact', dealerId] as const,
  dealerContact: (dealerId: number) => ['transport-dealer-contact', dealerId] as const,
}
