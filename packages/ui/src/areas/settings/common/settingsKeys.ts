/** Query keys of the settings pages' caches. */
export const settingsKeys = {
  addresses: (dealerId: number) => ['settings', 'addresses', dealerId] as const,
  address: (id: number) => ['settings', 'address', id] as const,
  team: (dealerId: number) => ['settings', 'team', dealerId] as const,
  dealership: (dealerId: number) => ['settings', 'dealership', dealerId] as const,
  paymentMethod: (dealerId: number) => ['settings', 'payment-method', dealerId] as const,
  settings: ['settings', 'user-settings'] as const,
  sms: ['settings', 'sms'] as const,
  proxyBids: ['settings', 'proxy-bids'] as const,
  documents: ['settings', 'documents', 'won'] as const,
}
