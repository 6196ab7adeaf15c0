import { FlagSlugs, isFlagOn } from '../featureFlags'
import { Labels } from '../messages'
import type { FeatureFlags } from '../model/session'

/**
 * The marketing site the signed-out logo and links lead to (shell §2.1). Our design: the spec does not give its
 * address; a deployment may name another through the header's `marketingSite` prop.
 */
export const DEFAULT_MARKETING_SITE = 'https://www.gavel.example'

export interface SiteLink {
  readonly label: string
  /** An in-app path (starts with '/') or an absolute address on the marketing site or a store. */
  readonly href: string
}

const on = (site: string, path: string) => `${site.replace(/\/$/, '')}${path}`

/** The signed-out header (shell §2.1): features, testimonials, pricing, sell, careers, contact. */
export const signedOutLinks = (site: string = DEFAULT_MARKETING_SITE): readonly SiteLink[] => [
  { label: 'Features', href: on(site, '/features') },
  { label: 'Testimonials', href: on(site, '/testimonials') },
  { label: 'Pricing', href: on(site, '/pricing') },
  { label: 'Sell', href: on(site, '/sell') },
  { label: 'Careers', href: on(site, '/careers') },
  { label: 'Contact', href: on(site, '/contact') },
]

/** The signed-out calls to action (shell §2.1). */
export const signedOutActions: readonly SiteLink[] = [
  { label: Labels.logIn, href: '/login' },
  { label: Labels.registerNow, href: '/registration' },
]

/**
 * The footer's links (shell §2.1): the marketing pages support, dealer forms, legal, terms of service and privacy
 * policy, then the fee schedule (/myacv/fee-schedule) only with the new-fee-schedule flag.
 */
export const footerLinks = (flags: FeatureFlags | null, site: string = DEFAULT_MARKETING_SITE): readonly SiteLink[] => [
  { label: 'Support', href: on(site, '/support') },
  { label: 'Dealer Forms', href: on(site, '/dealer-forms') },
  { label: 'Legal', href: on(site, '/legal') },
  { label: 'Terms of Service', href: on(site, '/terms-of-service') },
  { label: 'Privacy Policy', href: '/privacypolicy' },
  ...(isFlagOn(flags, FlagSlugs.newFeeSchedule) ? [{ label: 'Fee Schedule', href: '/myacv/fee-schedule' }] : []),
]

/** The footer's social links (shell §2.1; the accounts are our design). */
export const socialLinks: readonly SiteLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/gavel' },
  { label: 'X', href: 'https://x.com/gavel' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gavel' },
  { label: 'YouTube', href: 'https://www.youtube.com/@gavel' },
  { label: 'Instagram', href: 'https://www.instagram.com/gavel' },
]

/** The native apps' store badges (shell §1, §2.1). */
export const appStoreLinks: readonly SiteLink[] = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/app/gavel' },
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=com.gavel' },
]

/** The footer's copyright line for the current year (shell §2.1), e.g. '© 2026 Gavel. All rights reserved.' */
export const copyright = (year: number, brand: string): string => `© ${year} ${brand}. All rights reserved.`
