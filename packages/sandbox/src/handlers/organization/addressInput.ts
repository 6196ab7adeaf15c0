import type { AddressRecord } from '../../world/organization'

type AddressFields = Omit<AddressRecord, 'id' | 'organizationId' | 'isPrimary'>

const FIELDS = ['name', 'street1', 'street2', 'city', 'state', 'postalCode', 'phone', 'addressTypes']
const TYPES = new Set(['physical', 'pickup', 'delivery', 'billing'])
const text = (u: unknown, max: number) => typeof u === 'string' && u.trim().length > 0 && u.length <= max

/**
 * An address an admin sent (organization.yaml AddressInput, ADR 0029 US rules): the fields, or why it is
 * refused (one sentence naming every field at fault).
 */
export const addressInput = (body: unknown): AddressFields | string => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send the address as a JSON object.'
  const b = body as Record<string, unknown>
  const bad: string[] = Object.keys(b).filter((k) => !FIELDS.includes(k))
  if (!text(b.name, 100)) bad.push('name')
  if (!text(b.street1, 100)) bad.push('street1')
  if (b.street2 !== null && !(typeof b.street2 === 'string' && b.street2.length <= 100)) bad.push('street2')
  if (!text(b.city, 60)) bad.push('city')
  if (typeof b.state !== 'string' || !/^[A-Z]{2}$/.test(b.state)) bad.push('state')
  if (typeof b.postalCode !== 'string' || !/^\d{5}(-\d{4})?$/.test(b.postalCode)) bad.push('postalCode')
  if (b.phone !== null && !(typeof b.phone === 'string' && /^\d{10}$/.test(b.phone))) bad.push('phone')
  const types = b.addressTypes
  if (!Array.isArray(types) || types.length === 0 || !types.every((t) => typeof t === 'string' && TYPES.has(t)))
    bad.push('addressTypes')
  if (bad.length > 0) return `Missing or invalid field(s): ${bad.join(', ')}.`
  const street2 = typeof b.street2 === 'string' && b.street2.trim().length > 0 ? b.street2.trim() : null
  const phone =
    typeof b.phone === 'string' ? `(${b.phone.slice(0, 3)}) ${b.phone.slice(3, 6)}-${b.phone.slice(6)}` : null
  return {
    name: (b.name as string).trim(),
    street1: (b.street1 as string).trim(),
    street2,
    city: (b.city as string).trim(),
    state: b.state as string,
    postalCode: b.postalCode as string,
    phone,
    addressTypes: [...new Set(types as AddressRecord['addressTypes'][number][])],
  }
}
