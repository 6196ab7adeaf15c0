import type { FeatureFlags } from './model/session'

/**
 * Feature flag slugs the domain's rules read (shell §4.3). The spec names some slugs and only describes the
 * others; the described ones are named here once (docs/adr/0010).
 */
export const FlagSlugs = {
  searchRefresh: 'enable_srp_refresh',
  sellerDashboard: 'show_seller_dashboard',
  myInventoryMicrofrontend: 'my_inventory_use_microfrontend',
  capitalMicrofrontend: 'capital_use_microfrontend',
  transportationHub: 'transportation_hub_use_microfrontend',
  newFeeSchedule: 'enable_new_fee_schedule_page',
  crExpiration: 'cr_expiration',
  termsAcceptance: 'enable_terms_of_service_acceptance',
  restrictOffer: 'restrict_offer',
  requireEulaForLanes: 'requireEulaAcceptanceForLanes',
  forceFinalize: 'force_finalize',
  persistentProxy: 'persistent_proxy',
  urgentTitleRedesign: 'urgent_title_redesign',
  loyalty: 'loyalty',
  multiDealerLoyalty: 'multi_dealer_loyalty',
  loyaltyProgressCard: 'loyalty_progress_card',
  eventsDirectory: 'events_directory',
  invoicesMenu: 'invoices_menu',
  invoicesBillingContactOnly: 'invoices_billing_contact_only',
  titlesPreSale: 'titles_pre_sale',
  settingsDocs: 'settings_docs',
  requestInspectionRequested: 'request_inspection_requested',
  buyersOffersPage: 'buyers_offers_page',
  guaranteedSale: 'guaranteed_sale',
  digitalBroadcast: 'digital_broadcast',
  devTools: 'dev_tools',
  forcedRefresh: 'forced_refresh',
  reloadPrompt: 'reload_prompt',
  clockDriftTracking: 'clock_drift_tracking',
  graphqlResults: 'graphql_on_results',
  offersBff: 'offers_bff',
  /** Offer lists and actions on v2/offers rather than bff/offers and bff/deals (marketplace §7 "My auctions"). */
  offersV2: 'offers_v2',
  /** "a new active-auction list version" (shell §4.3): v3 myacv/auctions/buying/active (marketplace §7). */
  activeAuctionListV3: 'active_auction_list_v3',
  /** Recent search (marketplace §6 "Feature-gated: … recent search"). */
  recentSearch: 'recent_search',
} as const
export type FlagSlug = (typeof FlagSlugs)[keyof typeof FlagSlugs]

/** Flags default to false when missing or unauthorized (shell §4.3). */
export const isFlagOn = (flags: FeatureFlags | null | undefined, slug: string): boolean => flags?.[slug] === true
