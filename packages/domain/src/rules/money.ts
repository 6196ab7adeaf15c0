/**
 * Currency formatting (marketplace §5): USD, zero decimals by default; empty or NaN is treated as 0.
 */
const formatters = new Map<number, Intl.NumberFormat>()

export const formatUsd = (amount: number | string | null | undefined, decimals = 0): string => {
  const n = typeof amount === 'string' ? (amount.trim() === '' ? 0 : Number(amount)) : (amount ?? 0)
  const value = Number.isFinite(n) ? n : 0
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(decimals, formatter)
  }
  return formatter.format(value)
}
