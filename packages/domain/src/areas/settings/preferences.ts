import type { UserSetting } from './profile'

/** The listing preference of ADR 0001: category `marketplace`, key `prefer_search_refresh`. */
export const LISTING_PREFERENCE = { category: 'marketplace', key: 'prefer_search_refresh' } as const

/** The setting that records whether the user prefers /search (shell §2.2 listing page rule). */
export const listingPreferenceSetting = (prefersSearch: boolean): UserSetting => ({
  ...LISTING_PREFERENCE,
  value: prefersSearch ? 'true' : 'false',
  values: null,
})

/** The e-mails a user may get, in the notification settings' `notifications`/`email` setting. */
export const EMAIL_KINDS = [
  { kind: 'outbid', label: 'I am outbid' },
  { kind: 'ending_soon', label: 'A watched auction is ending soon' },
  { kind: 'won', label: 'I win an auction' },
  { kind: 'offer', label: 'I get an offer or counter offer' },
] as const

export const EMAIL_SETTING = { category: 'notifications', key: 'email' } as const

/** The e-mail kinds on, from the user's settings. */
export const emailKindsOf = (settings: readonly UserSetting[]): readonly string[] =>
  settings.find((s) => s.category === EMAIL_SETTING.category && s.key === EMAIL_SETTING.key)?.values ?? []

/** The key-value entry where the tours keep their completed chapters (shell §3: a comma list). */
export const COMPLETED_TOURS_KEY = 'completed_tours'

/** A profile field's error as typed, or null. */
export const profileFieldError = (field: 'firstName' | 'lastName' | 'zipCode', value: string): string | null => {
  if (field === 'zipCode')
    return value.trim() === '' || /^\d{5}$/.test(value.trim()) ? null : 'Enter a 5-digit zip code.'
  return value.trim() === '' ? (field === 'firstName' ? 'Enter your first name.' : 'Enter your last name.') : null
}

/** A US mobile number as E.164 (+1 and 10 digits), or null when it is not one. */
export const toE164 = (typed: string): string | null => {
  const digits = typed.replace(/\D/g, '')
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^\d{10}$/.test(ten) ? `+1${ten}` : null
}
