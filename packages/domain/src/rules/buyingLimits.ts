import type { BuyingLimits, LimitKind } from '../model/buyingLimits'
import { formatUsd } from './money'

/**
 * The limit a bid of `amount` would break (ADR 0025): the single-bid limit first, then today's spend. The
 * server counts today's spend without the auction's own earlier bids, so near the daily limit this is a hint,
 * and the server's answer decides.
 */
export const limitBreach = (
  limits: BuyingLimits,
  amount: number,
): { readonly kind: LimitKind; readonly limit: number } | null => {
  if (limits.maxBid !== null && amount > limits.maxBid) return { kind: 'single_bid', limit: limits.maxBid }
  if (limits.dailySpend !== null && limits.spentToday + amount > limits.dailySpend)
    return { kind: 'daily_spend', limit: limits.dailySpend }
  return null
}

/**
 * The line the bid panel shows before the click: nothing without limits; the limits when the amount is within
 * them; the reason a bid will go to an admin when it is not (ADR 0029 team buying limits).
 */
export const limitHint = (limits: BuyingLimits | null, amount: number | null): string | null => {
  if (limits === null || (limits.maxBid === null && limits.dailySpend === null)) return null
  const breach = amount === null ? null : limitBreach(limits, amount)
  const today = `${formatUsd(limits.spentToday)} committed today`
  if (breach?.kind === 'single_bid')
    return `${formatUsd(amount)} is above your ${formatUsd(breach.limit)} single-bid limit: the bid will go to your admin for approval.`
  if (breach?.kind === 'daily_spend')
    return `${formatUsd(amount)} would pass your ${formatUsd(breach.limit)} daily limit (${today}): the bid will go to your admin for approval.`
  const parts = [
    limits.maxBid === null ? null : `${formatUsd(limits.maxBid)} a bid`,
    limits.dailySpend === null ? null : `${formatUsd(limits.dailySpend)} a day (${today})`,
  ].filter((p) => p !== null)
  return `Your team buying limits: ${parts.join(', ')}. Bids above them go to your admin for approval.`
}
