/**
 * en-US number text without `Intl` on the first screens' path: the first `Intl` formatter a page makes starts ICU,
 * about 60 ms of main thread at 4× CPU (issue 10's cold load, issue 12's saved list). The result is what
 * `Intl.NumberFormat('en-US')` gives — the double's shortest decimal, rounded half away from zero, grouped by
 * thousands — held to it by a property test; the rare exponent-sized numbers still go through `Intl`.
 */

/** The shortest decimal digits of `abs` rounded to `maxFraction` places, or null when it prints with an exponent. */
const roundedDigits = (abs: number, maxFraction: number): { readonly int: string; readonly frac: string } | null => {
  const text = String(abs)
  if (text.includes('e')) return null
  const [int = '0', frac = ''] = text.split('.')
  if (frac.length <= maxFraction) return { int, frac }
  const kept = frac.slice(0, maxFraction)
  if ((frac[maxFraction] ?? '0') < '5') return { int, frac: kept }
  const digits = `${int}${kept}`.split('').map(Number)
  let i = digits.length - 1
  for (; i >= 0; i -= 1) {
    if (digits[i] !== 9) {
      digits[i] = (digits[i] ?? 0) + 1
      break
    }
    digits[i] = 0
  }
  const all = `${i < 0 ? '1' : ''}${digits.join('')}`
  return { int: all.slice(0, all.length - kept.length), frac: all.slice(all.length - kept.length) }
}

const fallbacks = new Map<string, Intl.NumberFormat>()
const viaIntl = (value: number, minFraction: number, maxFraction: number, currency: boolean): string => {
  const key = `${minFraction}:${maxFraction}:${currency}`
  let format = fallbacks.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    })
    fallbacks.set(key, format)
  }
  return format.format(value)
}

/** `value` as en-US text with between `minFraction` and `maxFraction` decimals; `currency` puts a `$` after the sign. */
export const formatEnUs = (value: number, minFraction: number, maxFraction: number, currency = false): string => {
  const digits = Number.isFinite(value) ? roundedDigits(Math.abs(value), maxFraction) : null
  if (digits === null) return viaIntl(value, minFraction, maxFraction, currency)
  let frac = digits.frac
  while (frac.length > minFraction && frac.endsWith('0')) frac = frac.slice(0, -1)
  frac = frac.padEnd(minFraction, '0')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const grouped = digits.int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${currency ? '$' : ''}${grouped}${frac === '' ? '' : `.${frac}`}`
}

/** '48,210', '1,234.568': what `new Intl.NumberFormat('en-US').format(n)` gives. */
export const formatNumber = (n: number): string => formatEnUs(n, 0, 3)
