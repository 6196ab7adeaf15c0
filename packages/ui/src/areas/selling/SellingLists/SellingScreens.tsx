import { SellingListView } from './SellingListView'

const activeTabs = [
  { label: 'Buying', to: '/myacv/active/buying' },
  { label: 'Selling', to: '/myacv/active/selling' },
] as const
const negotiationTabs = [
  { label: 'Buying', to: '/myacv/negotiations/buying' },
  { label: 'Selling', to: '/myacv/negotiations/selling' },
] as const

/** /myacv/active/selling: the seller's running auctions, live. */
export const ActiveSellingScreen = () => (
  <SellingListView list="activeSelling" title="Active Selling" emptyName="active selling auctions" tabs={activeTabs} />
)

/** /myacv/negotiations/selling: the seller's auctions in negotiation. */
export const NegotiationsSellingScreen = () => (
  <SellingListView
    list="negotiationsSelling"
    title="Negotiations"
    emptyName="selling negotiation auctions"
    tabs={negotiationTabs}
  />
)

/** /myacv/sold: what the seller sold, and the sold, unsold and saved exports. */
export const SoldScreen = () => (
  <SellingListView list="sold" title="Sold" emptyName="sold auctions" exports={['sold', 'unsold', 'saved']} />
)
