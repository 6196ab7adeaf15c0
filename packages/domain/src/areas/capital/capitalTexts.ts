/** The capital portal's texts (ours; the spec quotes none for these pages). */
export const CapitalTexts = {
  portalErrorTitle: 'Capital is not available right now',
  portalErrorBody: 'We could not open your capital account. Try again in a moment.',
  landingTitle: 'Gavel Capital',
  landingBody: 'Finance the vehicles you buy at auction with a capital line for your dealership.',
  applied: 'Your application was sent. Our capital team will contact you.',
  lineIncreaseSent: 'Your line increase request was sent.',
  paid: 'Payment sent. The invoice moved to closed invoices.',
  payConfirm: 'Pay this invoice?',
} as const
