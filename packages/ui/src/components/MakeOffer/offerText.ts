import { formatUsd, type Offer, OfferStates } from '@gavel/domain'

/** What the dealer reads once the server answered an offer (marketplace §3 "Offer", offer states). */
export const offerOutcomeText = (offer: Offer): string => {
  const amount = formatUsd(offer.amount ?? 0)
  if (offer.noLongerAvailable) return 'This vehicle is no longer available.'
  switch (offer.state) {
    case OfferStates.accepted:
      return `Offer accepted: ${amount}.`
    case OfferStates.rejected:
      return `Offer rejected: ${offer.rejectionReason ?? amount}`
    case OfferStates.timeout:
      return `Offer timed out: ${amount}.`
    default:
      return `Offer sent: ${amount}. The seller will answer.`
  }
}
