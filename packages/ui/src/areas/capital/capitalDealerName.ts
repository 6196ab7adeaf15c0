import type { DealerId, User } from '@gavel/domain'

/** A dealership's name from the user's memberships, else its number. */
export const capitalDealerName = (user: Pick<User, 'dealerships'> | null, id: DealerId): string =>
  user?.dealerships.find((d) => d.id === id)?.name ?? `Dealership ${id}`
