import { describe, expect, it } from 'vitest'
import { dealerId, epochMillis } from '../model/ids'
import { aUser } from '../testing/userBuilder'
import { navLinks, userMenuEntries } from './navLinks'
import {
  dealerActivationToast,
  loadsPendingProxies,
  outstandingCheckDue,
  serviceWorkerUpdateAction,
} from './shellStates'

const user = aUser().memberOf(1).build()
const base = { user, flags: {}, preferences: null, hasOutstandingAuctions: false }
const ids = (links: readonly { id: string }[]) => links.map((l) => l.id)

describe('header links (shell §2.1)', () => {
  it('shows the default links', () => {
    expect(ids(navLinks(base))).toEqual(['marketplace', 'myAccount', 'marketReport', 'buyingMatrix', 'appraisal'])
    expect(navLinks(base)[0]).toEqual({ id: 'marketplace', label: 'Marketplace', path: '/marketplace' })
  })
  it('hides everything with outstanding auctions', () => {
    expect(navLinks({ ...base, hasOutstandingAuctions: true })).toEqual([])
  })
  it('hides My Account from limited users', () => {
    expect(ids(navLinks({ ...base, user: aUser().readonly().build() }))).not.toContain('myAccount')
  })
  it('shows Capital with the capital menu and Transport with its flag and a NEW badge', () => {
    const capital = aUser()
      .with({
        capital: { isCapitalUser: true, dealerSelection: [{ dealerId: dealerId(1), productLines: ['floorplan'] }] },
      })
      .build()
    expect(ids(navLinks({ ...base, user: capital }))).toContain('capital')
    const transport = navLinks({ ...base, flags: { transportation_hub_use_microfrontend: true } }).at(-1)
    expect(transport).toEqual({ id: 'transport', label: 'Transport', path: '/transportation-hub', badge: 'NEW' })
  })
  it('gives Marketplace a Search / Events Directory dropdown with both flags', () => {
    const flags = { enable_srp_refresh: true, events_directory: true }
    expect(navLinks({ ...base, flags })[0]?.dropdown).toEqual([
      { label: 'Search', path: '/search' },
      { label: 'Events Directory', path: '/marketplace?d=directory' },
    ])
    expect(navLinks({ ...base, flags: { events_directory: true } })[0]?.dropdown).toBeUndefined()
  })
  it('offers Tutorials only on the Search route', () => {
    expect(userMenuEntries('search').map((e) => e.label)).toEqual(['Settings', 'Tutorials', 'Logout'])
    expect(userMenuEntries('marketplace').map((e) => e.label)).toEqual(['Settings', 'Logout'])
  })
})

describe('shell states (shell §4.1, §4.6; marketplace §4)', () => {
  it('updates the service worker at once with force-refresh or unreadable flags, else prompts with reload-prompt', () => {
    expect(serviceWorkerUpdateAction(null)).toBe('updateNow')
    expect(serviceWorkerUpdateAction({ forced_refresh: true })).toBe('updateNow')
    expect(serviceWorkerUpdateAction({ reload_prompt: true })).toBe('prompt')
    expect(serviceWorkerUpdateAction({})).toBe('none')
  })
  it('toasts when a limited dealer turns active', () => {
    expect(dealerActivationToast(true, false)).toBe('Your dealer has been activated!')
    expect(dealerActivationToast(true, true)).toBeNull()
    expect(dealerActivationToast(false, false)).toBeNull()
  })
  it('checks outstanding auctions with the flag, not for limited users, every 24 h', () => {
    const input = { flags: { force_finalize: true }, limited: false, lastCheckedAt: null, now: epochMillis(86_400_000) }
    expect(outstandingCheckDue(input)).toBe(true)
    expect(outstandingCheckDue({ ...input, flags: {} })).toBe(false)
    expect(outstandingCheckDue({ ...input, limited: true })).toBe(false)
    expect(outstandingCheckDue({ ...input, lastCheckedAt: epochMillis(1) })).toBe(false)
    expect(outstandingCheckDue({ ...input, lastCheckedAt: epochMillis(0) })).toBe(true)
  })
  it('loads pending proxies only with the persistent proxy flag', () => {
    expect(loadsPendingProxies({ persistent_proxy: true })).toBe(true)
    expect(loadsPendingProxies({})).toBe(false)
  })
})
