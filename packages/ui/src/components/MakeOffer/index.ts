export type { MakeOfferProps } from './MakeOffer'
export { MakeOffer, MakeOfferTexts } from './MakeOffer'
export { offerOutcomeText } from './offerText'
