import { queryValue } from '../../navigation/query'

/**
 * The vehicle-history sign-in callback (shell §2.2: the path carries the provider name; query `state` with two
 * comma-separated values, and `code`). Our reading (docs/adr/0026): state is `{auctionId},{dealerId}`, the auction
 * whose vehicle history the dealer asked for and the dealer it was asked as (the carfax call's auction_id and
 * dealer_id, marketplace §7), so the page returns the dealer to that auction.
 */
export type VehicleHistoryCallback =
  | { readonly ok: true; readonly auctionId: number; readonly dealerId: number; readonly code: string }
  | { readonly ok: false; readonly reason: string }

export const VehicleHistoryTexts = {
  invalid: "We couldn't finish signing you in to the vehicle history provider. Open the report from the auction again.",
  denied: 'The vehicle history provider did not sign you in. Open the report from the auction to try again.',
} as const

export const parseVehicleHistoryCallback = (search: string): VehicleHistoryCallback => {
  const code = queryValue(search, 'code') ?? ''
  const parts = (queryValue(search, 'state') ?? '').split(',')
  if (parts.length !== 2 || !parts.every((p) => /^\d+$/.test(p)))
    return { ok: false, reason: VehicleHistoryTexts.invalid }
  if (code === '') return { ok: false, reason: VehicleHistoryTexts.denied }
  return { ok: true, auctionId: Number(parts[0]), dealerId: Number(parts[1]), code }
}
