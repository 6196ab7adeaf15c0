import { describe, expect, it } from 'vitest'
import { dealerId } from '../model/ids'
import { aUser } from '../testing/userBuilder'
import {
  canSell,
  dealershipsByRole,
  hasMultipleDealerships,
  highestMemberType,
  isAdmin,
  isCapitalUser,
  isLaunchGuaranteedSale,
  isLimited,
  isRewardsEligible,
  isVci,
  multibuyerDealerships,
  permissionsOf,
  showsCapitalMenu,
  showsInvoicesMenu,
} from './permissions'

describe('canSell (shell §5)', () => {
  it.each([
    [1, true],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
  ] as const)('a single dealership of type %i sells: %s', (type, expected) => {
    expect(canSell(aUser().memberOf(type).build())).toBe(expected)
  })

  it('any selling dealership among several is enough', () => {
    expect(canSell(aUser().memberOf(2).memberOf(3).memberOf(5).build())).toBe(true)
  })

  it('a vehicle-connected user sells without a selling dealership', () => {
    expect(canSell(aUser().memberOf(2).vehicleConnected().build())).toBe(true)
  })
})

describe('isLimited (shell §6)', () => {
  it('is false for an active user with role user', () => {
    expect(isLimited(aUser().build())).toBe(false)
  })
  it('is true for the readonly token role', () => {
    expect(isLimited(aUser().readonly().build())).toBe(true)
  })
  it('is true for the readonly app role', () => {
    expect(isLimited(aUser().withAppRoles('readonly').build())).toBe(true)
  })
  it('is true for an inactive user', () => {
    expect(isLimited(aUser().inactive().build())).toBe(true)
  })
})

describe('member types (shell §6)', () => {
  it('ranks backoffice over admin over rep', () => {
    expect(highestMemberType(aUser().memberOf(2, 'rep').memberOf(2, 'admin').build())).toBe('admin')
    expect(highestMemberType(aUser().memberOf(2, 'backoffice').memberOf(2, 'admin').build())).toBe('backoffice')
    expect(highestMemberType(aUser().memberOf(2, 'rep').build())).toBe('rep')
    expect(highestMemberType({ ...aUser().build(), dealerships: [] })).toBe(null)
  })
  it('isAdmin for admin or backoffice in any dealership, not for reps', () => {
    expect(isAdmin(aUser().memberOf(2, 'rep').memberOf(1, 'admin').build())).toBe(true)
    expect(isAdmin(aUser().memberOf(2, 'backoffice').build())).toBe(true)
    expect(isAdmin(aUser().memberOf(2, 'rep').memberOf(1, 'rep').build())).toBe(false)
  })
  it('keeps memberships by role', () => {
    const user = aUser()
      .withDealership({ id: dealerId(1), memberType: 'admin' })
      .withDealership({ id: dealerId(2) })
      .build()
    expect(dealershipsByRole(user)).toEqual({ rep: [2], admin: [1], backoffice: [] })
    const staff = aUser()
      .withDealership({ id: dealerId(5), memberType: 'backoffice' })
      .build()
    expect(dealershipsByRole(staff)).toEqual({ rep: [], admin: [], backoffice: [5] })
  })
})

describe('app roles (shell §6)', () => {
  it.each([
    ['vci', true],
    ['acv_vci_inspector', true],
    ['sia_insp_east', true],
    ['sia_inspector', false],
    ['user', false],
  ])('app role %s marks a VCI user: %s', (role, expected) => {
    expect(isVci(aUser().withAppRoles(role).build())).toBe(expected)
  })
  it('launch_gtd_sale marks a guaranteed-sale user', () => {
    expect(isLaunchGuaranteedSale(aUser().withAppRoles('vci', 'launch_gtd_sale').build())).toBe(true)
    expect(isLaunchGuaranteedSale(aUser().withAppRoles('launch').build())).toBe(false)
  })
})

describe('dealerships', () => {
  it('has multiple dealerships from two on', () => {
    expect(hasMultipleDealerships(aUser().memberOf(1).build())).toBe(false)
    expect(hasMultipleDealerships(aUser().memberOf(1).memberOf(2).build())).toBe(true)
  })
  it('lists multibuyer dealerships only', () => {
    const user = aUser()
      .withDealership({ id: dealerId(3), multibuyer: true })
      .withDealership({ id: dealerId(4) })
      .build()
    expect(multibuyerDealerships(user).map((d) => d.id)).toEqual([3])
  })
})

describe('invoices menu (shell §6)', () => {
  const contact = aUser().withDealership({ isBillingContact: true }).build()
  const plain = aUser().memberOf(1).build()
  it('is hidden without its flag', () => {
    expect(showsInvoicesMenu(contact, {})).toBe(false)
  })
  it('shows to everyone when the billing-contact flag is off', () => {
    expect(showsInvoicesMenu(plain, { invoices_menu: true })).toBe(true)
  })
  it('with the billing-contact flag, shows to billing contacts and billing managers only', () => {
    const flags = { invoices_menu: true, invoices_billing_contact_only: true }
    expect(showsInvoicesMenu(plain, flags)).toBe(false)
    expect(showsInvoicesMenu(contact, flags)).toBe(true)
    const oneOfTwo = aUser().withDealership({ isBillingContact: true }).withDealership().build()
    expect(showsInvoicesMenu(oneOfTwo, flags)).toBe(true)
    expect(showsInvoicesMenu(aUser().withRole('billing_manager').build(), flags)).toBe(true)
    expect(showsInvoicesMenu(aUser().withAppRoles('billing_manager').build(), flags)).toBe(true)
  })
})

describe('capital menu (shell §6)', () => {
  const capitalUser = (productLines: string[], isCapital = true) =>
    aUser()
      .with({ capital: { isCapitalUser: isCapital, dealerSelection: [{ dealerId: dealerId(1), productLines }] } })
      .build()
  it('shows for a capital user with a dealer whose product lines go beyond advantage', () => {
    expect(showsCapitalMenu(capitalUser(['advantage', 'floorplan']))).toBe(true)
    expect(isCapitalUser(capitalUser(['floorplan']))).toBe(true)
  })
  it('is hidden for advantage-only dealers, non-capital users, empty selection or no capital data', () => {
    expect(showsCapitalMenu(capitalUser(['advantage']))).toBe(false)
    expect(showsCapitalMenu(capitalUser(['floorplan'], false))).toBe(false)
    expect(
      showsCapitalMenu(
        aUser()
          .with({ capital: { isCapitalUser: true, dealerSelection: [] } })
          .build(),
      ),
    ).toBe(false)
    expect(showsCapitalMenu(aUser().build())).toBe(false)
    expect(isCapitalUser(aUser().build())).toBe(false)
  })
})

describe('rewards eligibility (shell §6)', () => {
  const loyalty = { loyalty: true }
  it('needs the loyalty flag', () => {
    expect(isRewardsEligible(aUser().memberOf(2).build(), {})).toBe(false)
    expect(isRewardsEligible(aUser().memberOf(2).build(), loyalty)).toBe(true)
    expect(isRewardsEligible(aUser().memberOf(4).build(), loyalty)).toBe(true)
  })
  it('needs an independent or certified independent dealership', () => {
    expect(isRewardsEligible(aUser().memberOf(1).build(), loyalty)).toBe(false)
    expect(isRewardsEligible(aUser().memberOf(5).build(), loyalty)).toBe(false)
  })
  it('needs the multi-dealer flag for users of several dealerships', () => {
    const user = aUser().memberOf(2).memberOf(1).build()
    expect(isRewardsEligible(user, loyalty)).toBe(false)
    expect(isRewardsEligible(user, { ...loyalty, multi_dealer_loyalty: true })).toBe(true)
  })
})

describe('permissionsOf', () => {
  it('derives every permission at once', () => {
    const user = aUser().memberOf(1, 'admin').withAppRoles('sia_insp_1').build()
    expect(permissionsOf(user, { invoices_menu: true })).toEqual({
      canSell: true,
      isLimited: false,
      isAdmin: true,
      isVci: true,
      isLaunchGuaranteedSale: false,
      hasMultipleDealerships: false,
      hasMultibuyerDealerships: false,
      isCapitalUser: false,
      showsInvoicesMenu: true,
      showsCapitalMenu: false,
      isRewardsEligible: false,
      showsMyAccount: true,
      loadsNotifications: true,
    })
  })
  it('says whether the user has multibuyer dealerships', () => {
    expect(permissionsOf(aUser().withDealership({ multibuyer: true }).build(), {}).hasMultibuyerDealerships).toBe(true)
  })
  it('hides the my-account area and notifications from limited users', () => {
    const p = permissionsOf(aUser().readonly().build(), {})
    expect([p.isLimited, p.showsMyAccount, p.loadsNotifications]).toEqual([true, false, false])
  })
})
