import type { Dealership, User } from '../../model/user'
import { canSell } from '../../rules/permissions'

/**
 * The dealerships a user may request inspections for: those that can sell by the seller rule of shell §5 (each
 * judged alone); a vehicle-connected user sells for every dealership. The user's default dealership comes first.
 */
export const inspectionDealerships = (user: User): readonly Dealership[] => {
  const selling = user.vehicleConnected
    ? user.dealerships
    : user.dealerships.filter((d) => canSell({ ...user, vehicleConnected: false, dealerships: [d] }))
  return [...selling].sort((a, b) => Number(b.id === user.defaultDealerId) - Number(a.id === user.defaultDealerId))
}
