/** The query cache's keys of the billing area. */
export const billingKeys = {
  buyerFees: (dealer: number | null) => ['billing', 'buyer-fees', dealer] as const,
  summary: (dealer: number) => ['billing', 'summary', dealer] as const,
  invoices: (dealer: number, status: string, page: number) => ['billing', 'invoices', dealer, status, page] as const,
}
