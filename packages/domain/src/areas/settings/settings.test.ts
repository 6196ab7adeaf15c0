import { describe, expect, it } from 'vitest'
import { dealerId, dollars, userId } from '../../model/ids'
import { anAuction, aUser } from '../../testing'
import { toE164 } from './preferences'
import { documentPurchases, documentsClosedReason } from './purchaseDocuments'
import { settingsMenu } from './settingsMenu'
import type { TeamMember } from './team'
import { parseLimit, pickAdminDealership, teamChangeBlock } from './teamRules'
import { EMPTY_ADDRESS_FORM, formatPhone, normalizeZip, phoneDigits, validateAddress } from './usAddressRules'

const form = {
  ...EMPTY_ADDRESS_FORM,
  name: ' Main lot ',
  street1: '1 Depot Rd',
  city: 'Denver',
  state: 'co',
  zipCode: '802021234',
  phone: '+1 (303) 555-0100',
}

describe('US addresses and phones (ADR 0029)', () => {
  it('accepts zip 5 or ZIP+4, a state code in any case and 10 phone digits, and sends them normalised', () => {
    expect(validateAddress(form)).toEqual({
      ok: true,
      draft: {
        name: 'Main lot',
        street1: '1 Depot Rd',
        street2: null,
        city: 'Denver',
        state: 'CO',
        zipCode: '80202-1234',
        phone: '3035550100',
        types: ['pickup', 'delivery'],
      },
    })
    expect(normalizeZip('80202')).toBe('80202')
  })
  it('names every field at fault', () => {
    const result = validateAddress({
      ...form,
      name: '',
      state: 'Colorado',
      zipCode: '8020',
      phone: '555-0100',
      types: [],
    })
    expect(result.ok).toBe(false)
    expect(result.ok ? {} : result.errors).toEqual({
      name: 'Enter the address name.',
      state: 'Enter the state as its two-letter code, like IL.',
      zipCode: 'Enter a 5-digit zip code, or ZIP+4 like 60614-1234.',
      phone: 'Enter a 10-digit phone number, like (312) 555-0100.',
      types: 'Pick at least one use for this address.',
    })
  })
  it('shows a phone as (312) 555-0100 and makes E.164 for texts', () => {
    expect(formatPhone('3125550100')).toBe('(312) 555-0100')
    expect(formatPhone(null)).toBe('')
    expect(phoneDigits('312 555 010')).toBeNull()
    expect(toE164('(312) 555-0100')).toBe('+13125550100')
    expect(toE164('555-0100')).toBeNull()
  })
})

describe('settings menu and admin dealerships (shell §2.3, §4.1)', () => {
  const admin = aUser()
    .withDealership({ memberType: 'admin', isPrimaryContact: true })
    .withDealership({ memberType: 'admin' })
  it('lists the admin pages to admins only and documents only with their flag', () => {
    const labels = (u = admin.build(), flags = {}) => settingsMenu(u, flags).map((i) => i.label)
    expect(labels()).toContain('Manage users')
    expect(labels()).not.toContain('Documents')
    expect(labels(admin.build(), { settings_docs: true })).toContain('Documents')
    expect(labels(aUser().build())).toEqual(['Account', 'Proxy bids', 'Notification settings', 'SMS settings'])
  })
  it('works on the dealership asked for when the user administers it, else the default', () => {
    const user = admin.build()
    const [first, second] = user.dealerships
    expect(pickAdminDealership(user, second?.id ?? null)?.id).toBe(second?.id)
    expect(pickAdminDealership(user, 999_999)?.id).toBe(first?.id)
    expect(pickAdminDealership(aUser().build(), null)).toBeNull()
  })
})

describe('manage users: the primary-contact restriction and limits (ADR 0025)', () => {
  const member = (over: Partial<TeamMember> = {}): TeamMember => ({
    userId: userId(50),
    name: 'Taylor Tran',
    email: 'team@gavel.test',
    role: 'rep',
    invited: false,
    isPrimaryContact: false,
    limits: { maxBid: dollars(10_000), dailySpend: null },
    ...over,
  })
  const primary = aUser()
    .withId(3)
    .withDealership({ id: dealerId(103), memberType: 'admin', isPrimaryContact: true })
    .build()
  const other = aUser()
    .withId(4)
    .withDealership({ id: dealerId(103), memberType: 'admin' })
    .build()
  it('lets the primary contact change anyone else, and another admin change only reps', () => {
    expect(teamChangeBlock(primary, 103, member())).toBeNull()
    expect(teamChangeBlock(primary, 103, member({ role: 'admin' }))).toBeNull()
    expect(teamChangeBlock(other, 103, member({ role: 'admin' }))).toBe(
      "Only your dealership's primary contact can change or remove another admin.",
    )
    expect(teamChangeBlock(other, 103, member({ isPrimaryContact: true }))).toBe(
      "The primary contact's role can't be changed and they can't be removed.",
    )
    expect(teamChangeBlock(other, 103, member({ userId: userId(4), role: 'admin' }))).toBe(
      "You can't change your own role or remove yourself.",
    )
  })
  it('reads a limit as whole dollars, blank as no limit', () => {
    expect(parseLimit('$10,000')).toEqual({ ok: true, value: 10_000 })
    expect(parseLimit('  ')).toEqual({ ok: true, value: null })
    expect(parseLimit('12.5').ok).toBe(false)
    expect(parseLimit('0').ok).toBe(false)
  })
})

describe('the documents page (shell §2.3, marketplace §7 My auctions)', () => {
  it('lists the latest purchase first and closes only the downloads of a purchase marked not finalized', () => {
    const older = anAuction().withId(1).endingIn(-3600).build()
    const newer = anAuction().withId(2).endingIn(-60).with({ finalized: false }).build()
    expect(documentPurchases([older, newer]).map((a) => a.id)).toEqual([2, 1])
    expect(documentsClosedReason(older)).toBeNull()
    expect(documentsClosedReason(newer)).toBe('The documents are available once the purchase is finalized.')
  })
})
