import type { IdGenerator } from '@gavel/domain'

/** Unique ids from the platform's CSPRNG (idempotency keys for bids and offers). */
export class CryptoIds implements IdGenerator {
  next(): string {
    return globalThis.crypto.randomUUID()
  }
}
