/**
 * A small seeded pseudo-random generator (mulberry32). The sandbox never calls `Math.random()`: the same seed
 * gives the same world and the same engine run, so tests, stories and Pact examples see the same marketplace.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with the given probability. */
  chance(probability: number): boolean
  /** `length` characters from `alphabet`. */
  chars(alphabet: string, length: number): string
}

export const createRng = (seed: number): Rng => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  const chars = (alphabet: string, length: number): string =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join('')
  return { next, int, pick, chance: (p) => next() < p, chars }
}

/** A version-4-GUID-shaped string from the generator (shell §4.2: the refresh token must look like one). */
export const guidV4 = (rng: Rng): string => {
  const hex = '0123456789abcdef'
  const variant = rng.pick(['8', '9', 'a', 'b'])
  return `${rng.chars(hex, 8)}-${rng.chars(hex, 4)}-4${rng.chars(hex, 3)}-${variant}${rng.chars(hex, 3)}-${rng.chars(hex, 12)}`
}
