import { formatEnUs } from './numberFormat'

/**
 * Currency formatting (marketplace §5): USD, zero decimals by default; empty or NaN is treated as 0. The text is
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`'s, made without starting ICU (numberFormat.ts).
 */
export const formatUsd = (amount: number | string | null | undefined, decimals = 0): string => {
  const n = typeof amount === 'string' ? (amount.trim() === '' ? 0 : Number(amount)) : (amount ?? 0)
  const value = Number.isFinite(n) ? n : 0
  return formatEnUs(value, decimals, decimals, true)
}
