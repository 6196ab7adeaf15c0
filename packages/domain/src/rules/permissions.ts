import { FlagSlugs, isFlagOn } from '../featureFlags'
import type { DealerId } from '../model/ids'
import type { FeatureFlags } from '../model/session'
import type { Dealership, MemberType, User } from '../model/user'
import { DealershipTypes } from '../values/dealershipTypes'

/** Member types ranked: backoffice > admin > rep; the highest dealership role wins (shell §6). */
const memberRank: Readonly<Record<MemberType, number>> = { rep: 1, admin: 2, backoffice: 3 }

/** The highest member type over the user's dealerships, or null without dealerships (shell §6). */
export const highestMemberType = (user: User): MemberType | null =>
  user.dealerships.reduce<MemberType | null>(
    (best, d) => (best === null || memberRank[d.memberType] > memberRank[best] ? d.memberType : best),
    null,
  )

const sellingTypes: readonly number[] = [
  DealershipTypes.franchise,
  DealershipTypes.acvCertifiedIndependent,
  DealershipTypes.commercial,
]

/** Seller ability: any dealership franchise, certified independent or commercial, or vehicle-connected (shell §5). */
export const canSell = (user: User): boolean =>
  user.vehicleConnected || user.dealerships.some((d) => sellingTypes.includes(d.type))

const hasAppRole = (user: User, test: (role: string) => boolean): boolean =>
  user.appRoles.some((r) => test(r.toLowerCase()))

/** Limited user: token role readonly, app role readonly, or an inactive user (shell §6, marketplace §5). */
export const isLimited = (user: User): boolean =>
  user.role === 'readonly' || hasAppRole(user, (r) => r === 'readonly') || !user.active

/** Admin: the highest member type is admin or backoffice (shell §6). */
export const isAdmin = (user: User): boolean => {
  const highest = highestMemberType(user)
  return highest === 'admin' || highest === 'backoffice'
}

/** VCI user: an app role containing 'vci' or 'sia_insp_' (shell §6). */
export const isVci = (user: User): boolean => hasAppRole(user, (r) => r.includes('vci') || r.includes('sia_insp_'))

/** Guaranteed-sale user: app role launch_gtd_sale (shell §6). */
export const isLaunchGuaranteedSale = (user: User): boolean => hasAppRole(user, (r) => r === 'launch_gtd_sale')

/** More than one dealership: the user picks one (shell §6). */
export const hasMultipleDealerships = (user: User): boolean => user.dealerships.length > 1

/** Dealerships that may place a hold (claim) on auctions (shell §6). */
export const multibuyerDealerships = (user: User): readonly Dealership[] => user.dealerships.filter((d) => d.multibuyer)

/** Admin and rep memberships kept in a by-role list (shell §6, marketplace §3). */
export const dealershipsByRole = (user: User): Readonly<Record<MemberType, readonly DealerId[]>> => ({
  rep: user.dealerships.filter((d) => d.memberType === 'rep').map((d) => d.id),
  admin: user.dealerships.filter((d) => d.memberType === 'admin').map((d) => d.id),
  backoffice: user.dealerships.filter((d) => d.memberType === 'backoffice').map((d) => d.id),
})

/**
 * Invoices menu (shell §6): its flag is on and, if the billing-contact flag is on, the user is billing contact
 * of a dealership or has billing_manager (as token role or app role).
 */
export const showsInvoicesMenu = (user: User, flags: FeatureFlags): boolean => {
  if (!isFlagOn(flags, FlagSlugs.invoicesMenu)) return false
  if (!isFlagOn(flags, FlagSlugs.invoicesBillingContactOnly)) return true
  return (
    user.dealerships.some((d) => d.isBillingContact) ||
    user.role === 'billing_manager' ||
    hasAppRole(user, (r) => r === 'billing_manager')
  )
}

/** The product line that does not use the capital portal (docs/adr/0010). */
export const ADVANTAGE_ONLY_PRODUCT_LINE = 'advantage'

/**
 * Capital menu (shell §6): a capital user with a dealer selection list in which at least one dealer has a
 * product line other than the advantage-only one (docs/adr/0010: the spec names the inputs, not the rule).
 */
export const showsCapitalMenu = (user: User): boolean => {
  const capital = user.capital
  if (!capital?.isCapitalUser) return false
  return capital.dealerSelection.some((d) => d.productLines.some((line) => line !== ADVANTAGE_ONLY_PRODUCT_LINE))
}

/** Capital user status (shell §3 isCapitalUser). */
export const isCapitalUser = (user: User): boolean => user.capital?.isCapitalUser === true

const rewardTypes: readonly number[] = [DealershipTypes.independent, DealershipTypes.acvCertifiedIndependent]

/** Dealerships that may join the rewards program: independent and certified independent (shell §6). */
export const rewardsDealerships = (user: User): readonly Dealership[] =>
  user.dealerships.filter((d) => rewardTypes.includes(d.type))

/**
 * Rewards eligibility before the server's per-dealer check (shell §6, marketplace §6): the loyalty flag is on,
 * an independent or certified independent dealership exists, and a user of several dealerships also needs the
 * multi-dealer flag.
 */
export const isRewardsEligible = (user: User, flags: FeatureFlags): boolean => {
  if (!isFlagOn(flags, FlagSlugs.loyalty)) return false
  if (rewardsDealerships(user).length === 0) return false
  return !hasMultipleDealerships(user) || isFlagOn(flags, FlagSlugs.multiDealerLoyalty)
}

/** Every derived permission of a user at once (shell §3 "Derived", §6). */
export interface Permissions {
  readonly canSell: boolean
  readonly isLimited: boolean
  readonly isAdmin: boolean
  readonly isVci: boolean
  readonly isLaunchGuaranteedSale: boolean
  readonly hasMultipleDealerships: boolean
  readonly hasMultibuyerDealerships: boolean
  readonly isCapitalUser: boolean
  readonly showsInvoicesMenu: boolean
  readonly showsCapitalMenu: boolean
  readonly isRewardsEligible: boolean
  /** Limited users see no my-account area and load no notifications (shell §6). */
  readonly showsMyAccount: boolean
  readonly loadsNotifications: boolean
}

/** Derives every permission of shell §6 for a user under the given flags. */
export const permissionsOf = (user: User, flags: FeatureFlags): Permissions => {
  const limited = isLimited(user)
  return {
    canSell: canSell(user),
    isLimited: limited,
    isAdmin: isAdmin(user),
    isVci: isVci(user),
    isLaunchGuaranteedSale: isLaunchGuaranteedSale(user),
    hasMultipleDealerships: hasMultipleDealerships(user),
    hasMultibuyerDealerships: multibuyerDealerships(user).length > 0,
    isCapitalUser: isCapitalUser(user),
    showsInvoicesMenu: showsInvoicesMenu(user, flags),
    showsCapitalMenu: showsCapitalMenu(user),
    isRewardsEligible: isRewardsEligible(user, flags),
    showsMyAccount: !limited,
    loadsNotifications: !limited,
  }
}
