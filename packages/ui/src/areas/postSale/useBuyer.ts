import { type AuctionId, auctionId, type Dealership, isLimited } from '@gavel/domain'
import { useParams } from 'react-router'
import { useSession } from '../../services/useSession'

/** Why a limited user's post-sale actions are disabled (ADR 0029: disabled with a reason). */
export const LIMITED_REASON = 'Read-only users cannot finalize purchases or report problems.'

/** The signed-in buyer's dealerships, the default one first, and why they may not act (limited), or null. */
export const useBuyer = (): {
  readonly dealerships: readonly Dealership[]
  readonly blockedReason: string | null
} => {
  const user = useSession()?.user
  if (!user) return { dealerships: [], blockedReason: LIMITED_REASON }
  const dealerships = [...user.dealerships].sort(
    (a, b) => Number(b.id === user.defaultDealerId) - Number(a.id === user.defaultDealerId),
  )
  return { dealerships, blockedReason: isLimited(user) ? LIMITED_REASON : null }
}

/** The route's :auctionId, or null when it is not a positive whole number. */
export const useAuctionIdParam = (): AuctionId | null => {
  const raw = useParams().auctionId ?? ''
  return /^[1-9]\d*$/.test(raw) ? auctionId(Number(raw)) : null
}

export const timelinePath = (id: AuctionId) => `/myacv/won/timeline/${id}`
