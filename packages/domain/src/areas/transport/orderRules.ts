import { Constants } from '../../constants'
import { canAddVehicles } from '../../transport/orderFlow'
import type { JobStatus } from './model'

/** Why vehicles cannot be added (an order holds at most 20, marketplace §5), or null when they can. */
export const vehicleLimitRefusal = (current: number, adding: number): string | null => {
  if (adding <= 0 || canAddVehicles(current, adding)) return null
  const max = Constants.maxVehiclesPerTransportOrder
  const room = Math.max(0, max - current)
  return room === 0
    ? `An order holds at most ${max} vehicles. Remove one to add another.`
    : `An order holds at most ${max} vehicles: ${room} more can be added, not ${adding}.`
}

/** The VINs in pasted text: 17 characters each, upper-cased, in order, each once. */
export const vinsIn = (text: string): readonly string[] => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter((v) => v !== ''),
  ),
]

/** Whether a VIN is well formed (17 characters, no I, O or Q). */
export const isWellFormedVin = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin)

/** A job status as a dealer reads it. */
export const jobStatusLabel = (status: JobStatus): string =>
  ({
    requested: 'Requested',
    scheduled: 'Scheduled',
    picked_up: 'Picked up',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  })[status]

/** Gate pass files (contracts/openapi/transport.yaml: PDF, PNG or JPEG, at most 10 MB): refused before sending. */
export const GATE_PASS_MAX_BYTES = 10 * 1024 * 1024
const GATE_PASS_TYPES = ['application/pdf', 'image/png', 'image/jpeg']

/** Why a gate pass file is refused before sending (the limit named), or null. */
export const gatePassFileRefusal = (file: { readonly size: number; readonly type: string }): string | null => {
  if (!GATE_PASS_TYPES.includes(file.type)) return 'A gate pass must be a PDF, PNG or JPEG file.'
  if (file.size > GATE_PASS_MAX_BYTES) return 'A gate pass must be 10 MB or smaller.'
  return null
}

/** Where the contact phone came from (marketplace §3: the address, else the primary contact, else the dealer). */
export type PhoneSource = 'address' | 'primary contact' | 'dealership'

/** The contact phone and its source, in the spec's order; null when none of the three has one. */
export const contactPhoneFrom = (
  address: string | null | undefined,
  primary: string | null | undefined,
  dealer: string | null | undefined,
): { readonly phone: string; readonly source: PhoneSource } | null => {
  const candidates: readonly [string | null | undefined, PhoneSource][] = [
    [address, 'address'],
    [primary, 'primary contact'],
    [dealer, 'dealership'],
  ]
  for (const [phone, source] of candidates)
    if (typeof phone === 'string' && phone.trim() !== '') return { phone, source }
  return null
}
