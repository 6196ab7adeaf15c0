import type { DealerId, UserId } from '../model/ids'
import type { User } from '../model/user'

/** Who is looking at an auction: the user and the dealerships they act for. */
export interface Viewer {
  readonly userId: UserId
  readonly dealerIds: readonly DealerId[]
}

export const viewerOf = (user: User): Viewer => ({ userId: user.id, dealerIds: user.dealerships.map((d) => d.id) })
