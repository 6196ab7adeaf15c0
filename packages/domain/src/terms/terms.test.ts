import { describe, expect, it } from 'vitest'
import { epochMillis } from '../model/ids'
import { initialTermsFlow, termsFlow } from './termsFlow'
import {
  eulaRequiredForLane,
  scrolledToEnd,
  showsCreditBanner,
  showsEulaBanner,
  termsCheckDue,
  termsModalControls,
} from './termsRules'

const DAY = 86_400_000
const flags = { requireEulaAcceptanceForLanes: true }
const open = { id: 'l1', displayName: 'Lane', eulaAccepted: false }
const done = { ...open, eulaAccepted: true }

describe('terms rules (marketplace §4, §5)', () => {
  it('checks at most once a day', () => {
    expect(termsCheckDue(null, epochMillis(0))).toBe(true)
    expect(termsCheckDue(epochMillis(0), epochMillis(DAY - 1))).toBe(false)
    expect(termsCheckDue(epochMillis(0), epochMillis(DAY))).toBe(true)
    expect(termsCheckDue(epochMillis(DAY), epochMillis(DAY + 1))).toBe(false)
  })
  it('enables the checkbox within 25px of the bottom', () => {
    expect(scrolledToEnd({ scrollTop: 475, clientHeight: 500, scrollHeight: 1000 })).toBe(true)
    expect(scrolledToEnd({ scrollTop: 474, clientHeight: 500, scrollHeight: 1000 })).toBe(false)
  })
  it('enables submit only after the checkbox, and never dismisses on click-away', () => {
    expect(termsModalControls({ scrolledToEnd: false, checked: false })).toEqual({
      checkboxEnabled: false,
      submitEnabled: false,
      dismissOnClickAway: false,
    })
    expect(termsModalControls({ scrolledToEnd: true, checked: false }).submitEnabled).toBe(false)
    expect(termsModalControls({ scrolledToEnd: true, checked: true }).submitEnabled).toBe(true)
    expect(termsModalControls({ scrolledToEnd: false, checked: true }).submitEnabled).toBe(false)
  })
  it('requires the EULA for an unaccepted lane with the flag', () => {
    expect(eulaRequiredForLane(open, flags)).toBe(true)
    expect(eulaRequiredForLane(done, flags)).toBe(false)
    expect(eulaRequiredForLane(open, {})).toBe(false)
  })
  it('shows the EULA banner only with every condition', () => {
    const input = { flags, routeId: 'marketplace', lanes: [done, open], dismissed: false }
    expect(showsEulaBanner(input)).toBe(true)
    expect(showsEulaBanner({ ...input, routeId: 'search' })).toBe(true)
    expect(showsEulaBanner({ ...input, flags: {} })).toBe(false)
    expect(showsEulaBanner({ ...input, routeId: 'auctionDetail' })).toBe(false)
    expect(showsEulaBanner({ ...input, lanes: [done] })).toBe(false)
    expect(showsEulaBanner({ ...input, dismissed: true })).toBe(false)
  })
  it('shows the credit banner with a message and a positive balance', () => {
    expect(showsCreditBanner('Credit available', 100)).toBe(true)
    expect(showsCreditBanner('Credit available', 0)).toBe(false)
    expect(showsCreditBanner('', 100)).toBe(false)
    expect(showsCreditBanner(null, 100)).toBe(false)
    expect(showsCreditBanner('x', null)).toBe(false)
  })
})

describe('terms flow (marketplace §4)', () => {
  it('starts with nothing required or accepted', () => {
    expect(initialTermsFlow).toEqual({
      state: { eulaId: null, contentUrl: null, acceptanceRequired: false, accepted: false, errors: [] },
      modalOpen: false,
      pendingToast: null,
    })
  })
  const checked = termsFlow(initialTermsFlow, {
    type: 'checked',
    acceptanceRequired: true,
    eulaId: 'e1',
    contentUrl: 'https://terms',
  })
  it('opens the modal when acceptance is required', () => {
    expect(checked.modalOpen).toBe(true)
    expect(checked.state).toMatchObject({ eulaId: 'e1', acceptanceRequired: true, accepted: false })
    expect(
      termsFlow(initialTermsFlow, { type: 'checked', acceptanceRequired: false, eulaId: 'e1', contentUrl: 'u' })
        .modalOpen,
    ).toBe(false)
  })
  it('after accepting: not required, accepted, one success toast, then cleared', () => {
    const accepted = termsFlow(termsFlow(checked, { type: 'failed', error: 'x' }), { type: 'accepted' })
    expect(accepted.state.errors).toEqual([])
    expect(accepted.state).toMatchObject({ acceptanceRequired: false, accepted: true })
    expect(accepted.modalOpen).toBe(false)
    expect(accepted.pendingToast).toBe('Terms of Service accepted successfully')
    expect(termsFlow(accepted, { type: 'toastShown' })).toBe(initialTermsFlow)
    expect(termsFlow(checked, { type: 'toastShown' })).toBe(checked)
  })
  it('stores failures; a content failure closes the modal', () => {
    const failed = termsFlow(checked, { type: 'failed', error: 'Unable to process Terms of Service' })
    expect(failed.state.errors).toEqual(['Unable to process Terms of Service'])
    expect(failed.modalOpen).toBe(true)
    const contentFailed = termsFlow(checked, { type: 'contentFailed', error: 'x' })
    expect(contentFailed.modalOpen).toBe(false)
    expect(contentFailed.state.errors).toEqual(['x'])
  })
})
