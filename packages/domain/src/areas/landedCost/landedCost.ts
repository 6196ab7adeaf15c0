/**
 * Landed-cost bidding (ADR 0029 "landed cost", ADR 0028): what a vehicle costs delivered at a given hammer
 * price — hammer + buyer fee from the fee schedule + transport quote to the default delivery ZIP + capital carry
 * (the capital fee for 30 days) when capital pays. Each term says where it comes from; a term that could not be
 * fetched is missing, never guessed, and then the total is only "at least".
 */

/** One range of a fee schedule, whole dollars, inclusive; `max` null is the open top range. */
export interface FeeTier {
  readonly min: number
  readonly max: number | null
  readonly fee: number
}

/** Days of capital carry the landed cost counts (ADR 0029). */
export const CAPITAL_CARRY_DAYS = 30

/** The fee a schedule charges on an amount, or null when no range covers it. */
export const feeFromSchedule = (tiers: readonly FeeTier[], amount: number): number | null =>
  tiers.find((t) => amount >= t.min && (t.max === null || amount <= t.max))?.fee ?? null

export type Term =
  | { readonly kind: 'known'; readonly amount: number; readonly source: string }
  | { readonly kind: 'missing'; readonly source: string; readonly why: string }

/** What the landed cost is computed from; null where the source could not be read. */
export interface LandedCostInputs {
  readonly buyerFees: readonly FeeTier[] | null
  /** The transport quote for one vehicle, with the ZIP it delivers to; null when no quote could be had. */
  readonly transport: { readonly price: number; readonly deliveryZip: string } | null
  /** Pay with capital: the capital fee schedule (null when it could not be read); absent when capital does not pay. */
  readonly capital?: { readonly tiers: readonly FeeTier[] | null }
}

export interface LandedCost {
  readonly hammer: number
  readonly buyerFee: Term
  readonly transport: Term
  /** null when capital does not pay. */
  readonly capitalCarry: Term | null
  /** The sum of the known terms. */
  readonly total: number
  /** Every term is known: the total is the landed cost, not a lower bound. */
  readonly complete: boolean
}

const known = (amount: number, source: string): Term => ({ kind: 'known', amount, source })
const missing = (source: string, why: string): Term => ({ kind: 'missing', source, why })

/** The landed cost at a hammer price (a whole number of dollars ≥ 0). */
export const landedCostAt = (hammer: number, inputs: LandedCostInputs): LandedCost => {
  const bid = Number.isFinite(hammer) && hammer > 0 ? Math.floor(hammer) : 0
  const feeSource = 'Buy fee, from your fee schedule'
  const fee = inputs.buyerFees === null ? null : feeFromSchedule(inputs.buyerFees, bid)
  const buyerFee =
    inputs.buyerFees === null
      ? missing(feeSource, 'The fee schedule could not be loaded.')
      : fee === null
        ? missing(feeSource, 'The fee schedule has no fee for this price.')
        : known(fee, feeSource)
  const transport =
    inputs.transport === null
      ? missing('Transport quote', 'No transport quote is available for this vehicle.')
      : known(inputs.transport.price, `Transport quote to ${inputs.transport.deliveryZip}`)
  let capitalCarry: Term | null = null
  if (inputs.capital !== undefined) {
    const source = `Capital fee for ${CAPITAL_CARRY_DAYS} days`
    const financed = bid + (fee ?? 0)
    const carry = inputs.capital.tiers === null ? null : feeFromSchedule(inputs.capital.tiers, financed)
    capitalCarry =
      inputs.capital.tiers === null
        ? missing(source, 'The capital fee schedule could not be loaded.')
        : carry === null
          ? missing(source, 'This amount is outside your capital fee schedule.')
          : known(carry, source)
  }
  const terms = [buyerFee, transport, ...(capitalCarry ? [capitalCarry] : [])]
  const total = bid + terms.reduce((sum, t) => sum + (t.kind === 'known' ? t.amount : 0), 0)
  return { hammer: bid, buyerFee, transport, capitalCarry, total, complete: terms.every((t) => t.kind === 'known') }
}

/**
 * The most the dealer should bid for a target landed cost: the largest whole-dollar hammer price at or above
 * `floor` whose landed cost is complete and at most the target; null when none is (the target is too low, or a
 * term is missing so the cost cannot be known). Found by bisection over [floor, target]: the landed cost never
 * falls as the hammer price rises, as long as fees never fall as prices rise (both schedules here).
 */
export const maxBidForTarget = (target: number, floor: number, inputs: LandedCostInputs): number | null => {
  const fits = (bid: number) => {
    const cost = landedCostAt(bid, inputs)
    return cost.complete && cost.total <= target
  }
  const low0 = Math.max(0, Math.ceil(floor))
  if (!Number.isFinite(target) || target < low0 || !fits(low0)) return null
  let low = low0
  let high = Math.floor(target)
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (fits(mid)) low = mid
    else high = mid - 1
  }
  return low
}

/** A proxy maximum capped at the most the target allows (null target or no cap: unchanged). */
export const capProxyMax = (max: number, cap: number | null): number => (cap === null ? max : Math.min(max, cap))
