import type { Brand } from 'effect'

/** The branded types of `model/ids.ts`'s Schemas, spelled out so this module needs nothing of `model/` (tested equal). */
type AuctionId = number & Brand.Brand<'AuctionId'>
type UserId = number & Brand.Brand<'UserId'>
type DealerId = number & Brand.Brand<'DealerId'>
type Dollars = number & Brand.Brand<'Dollars'>
type EpochMillis = number & Brand.Brand<'EpochMillis'>

/**
 * The brand constructors check what the Schemas of `model/ids.ts` check (held to them by `model/ids.test.ts`) without effect's runtime,
 * so the listing's first cards can make ids without loading Schema (docs/adr/0039). They live outside `model/`,
 * whose modules hold Schemas only and are built into a chunk of their own.
 */
const checked =
  <T>(kind: string, valid: (n: number) => boolean) =>
  (n: number): T => {
    if (!valid(n)) throw new Error(`${kind}: expected ${String(n)} to be valid`)
    return n as T
  }
const positive = (n: number) => Number.isSafeInteger(n) && n > 0

export const auctionId: (n: number) => AuctionId = checked('AuctionId', positive)
export const userId: (n: number) => UserId = checked('UserId', positive)
export const dealerId: (n: number) => DealerId = checked('DealerId', positive)
export const dollars: (n: number) => Dollars = checked('Dollars', (n) => Number.isSafeInteger(n) && n >= 0)
export const epochMillis: (n: number) => EpochMillis = checked('EpochMillis', (n) => typeof n === 'number')
