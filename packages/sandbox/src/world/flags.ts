/**
 * Feature flags per user (shell §4.3). The slugs are those the web app reads (docs/adr/0010); the sandbox
 * names them itself rather than importing the consumer's list, so a renamed slug shows up as a failing test.
 */
export const FLAG_SLUGS = [
  'enable_srp_refresh',
  'show_seller_dashboard',
  'my_inventory_use_microfrontend',
  'capital_use_microfrontend',
  'transportation_hub_use_microfrontend',
  'enable_new_fee_schedule_page',
  'cr_expiration',
  'enable_terms_of_service_acceptance',
  'restrict_offer',
  'requireEulaAcceptanceForLanes',
  'force_finalize',
  'persistent_proxy',
  'urgent_title_redesign',
  'titles_pre_sale',
  'loyalty',
  'multi_dealer_loyalty',
  'loyalty_progress_card',
  'invoices_menu',
  'invoices_billing_contact_only',
  'guaranteed_sale',
  'request_inspection_requested',
  'reload_prompt',
  'clock_drift_tracking',
  'graphql_on_results',
  'offers_bff',
  'offers_v2',
  'active_auction_list_v3',
  'recent_search',
  'dev_tools',
  'forced_refresh',
  'settings_docs',
  'digital_broadcast',
] as const
export type FlagSlug = (typeof FLAG_SLUGS)[number]

/** What every user has unless their persona says otherwise. */
const BASELINE: Readonly<Partial<Record<FlagSlug, boolean>>> = {
  /** Terms acceptance applies to all users and organizations (marketplace §6). */
  enable_terms_of_service_acceptance: true,
  show_seller_dashboard: true,
  persistent_proxy: true,
  invoices_menu: true,
  invoices_billing_contact_only: true,
  guaranteed_sale: true,
  reload_prompt: true,
  clock_drift_tracking: true,
  recent_search: true,
}

/** Every slug, on or off: the baseline with the persona's overrides. */
export const flagsFor = (overrides: Partial<Record<FlagSlug, boolean>> = {}): Record<string, boolean> =>
  Object.fromEntries(FLAG_SLUGS.map((slug) => [slug, overrides[slug] ?? BASELINE[slug] ?? false]))
