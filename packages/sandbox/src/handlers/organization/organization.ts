import type { OrganizationComponents, OrganizationPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { type AddressRecord, addressById, addressesOf } from '../../world/organization'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, wholeNumber } from '../kit/request'
import { addressInput } from './addressInput'

type AddressWire = OrganizationComponents['schemas']['Address']
const PAGE_SIZE = 100

const toAddressWire = (a: AddressRecord): AddressWire => ({ ...a, country: 'US', addressTypes: [...a.addressTypes] })

/** Addresses, organizations, contacts and user existence (marketplace §7 organization service). */
export const organizationHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<OrganizationPaths>({ baseUrl: baseUrls.organization })
  const isMember = (user: User, dealerId: number) => user.memberships.some((m) => m.dealerId === dealerId)
  /** The dealership's addresses for a member, or the 403/404 reply. */
  const addressesFor = (user: User, raw: unknown): { list: AddressRecord[] } | { reply: Response } => {
    const dealerId = wholeNumber(raw)
    const list = dealerId === undefined ? undefined : addressesOf(engine, dealerId)
    if (dealerId === undefined || !list)
      return { reply: errorReply(engine, 'service', 404, `Dealership ${String(raw)} was not found.`, 'not_found') }
    if (!isMember(user, dealerId))
      return {
        reply: errorReply(engine, 'service', 403, `You are not a member of dealership ${dealerId}.`, 'not_a_member'),
      }
    return { list }
  }
  const isAdminOf = (user: User, dealerId: number) =>
    user.memberships.some((m) => m.dealerId === dealerId && m.memberType === 'admin')
  const notAdmin = () =>
    errorReply(engine, 'service', 403, "Only your dealership's admins can change its addresses.", 'not_admin')
  return [
    http.post('/address/{dealer}', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = addressesFor(who.user, params.dealer)
      if ('reply' in found) return response.untyped(found.reply)
      const dealerId = Number(params.dealer)
      if (!isAdminOf(who.user, dealerId)) return response.untyped(notAdmin())
      const input = addressInput(await readJson(request))
      if (typeof input === 'string') return response.untyped(errorReply(engine, 'service', 400, input, 'validation'))
      const next = Math.max(0, ...found.list.map((a) => a.id - dealerId * 1000)) + 1
      const made: AddressRecord = { ...input, id: dealerId * 1000 + next, organizationId: dealerId, isPrimary: false }
      found.list.push(made)
      return response(201).json({ data: toAddressWire(made) }, serverTime(engine.now()))
    }),
    http.put('/address/byid/{id}', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const address = id === undefined ? undefined : addressById(engine, id)
      if (!address || !isMember(who.user, address.organizationId))
        return response.untyped(
          errorReply(engine, 'service', 404, `Address ${String(params.id)} was not found.`, 'not_found'),
        )
      if (!isAdminOf(who.user, address.organizationId)) return response.untyped(notAdmin())
      const input = addressInput(await readJson(request))
      if (typeof input === 'string') return response.untyped(errorReply(engine, 'service', 400, input, 'validation'))
      const list = addressesOf(engine, address.organizationId) as AddressRecord[]
      const changed: AddressRecord = { ...address, ...input }
      list[list.indexOf(address)] = changed
      return response(200).json({ data: toAddressWire(changed) }, serverTime(engine.now()))
    }),
    http.get('/address/{dealer}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = addressesFor(who.user, params.dealer)
      if ('reply' in found) return response.untyped(found.reply)
      return response(200).json(
        { data: { addresses: found.list.slice(0, PAGE_SIZE).map(toAddressWire) } },
        serverTime(engine.now()),
      )
    }),
    http.get('/address/{dealer}/paginate', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const url = new URL(request.url)
      const page = Number(url.searchParams.get('page') ?? 0)
      const pageSize = Number(url.searchParams.get('pageSize') ?? PAGE_SIZE)
      if (!Number.isInteger(page) || page < 0 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE)
        return response.untyped(
          errorReply(engine, 'service', 400, 'page must be ≥ 0 and pageSize 1 to 100.', 'validation'),
        )
      const found = addressesFor(who.user, params.dealer)
      if ('reply' in found) return response.untyped(found.reply)
      const addresses = found.list.slice(page * pageSize, (page + 1) * pageSize).map(toAddressWire)
      const meta = { hasNextPage: (page + 1) * pageSize < found.list.length, page, pageSize, total: found.list.length }
      return response(200).json({ meta, data: { addresses } }, serverTime(engine.now()))
    }),
    http.get('/address/byid/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const address = id === undefined ? undefined : addressById(engine, id)
      if (!address || !isMember(who.user, address.organizationId))
        return response.untyped(
          errorReply(engine, 'service', 404, `Address ${String(params.id)} was not found.`, 'not_found'),
        )
      return response(200).json({ data: toAddressWire(address) }, serverTime(engine.now()))
    }),
    http.get('/organization/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const d = id === undefined ? undefined : engine.world.dealerships.get(id)
      if (!d)
        return response.untyped(
          errorReply(engine, 'service', 404, `Dealership ${String(params.id)} was not found.`, 'not_found'),
        )
      return response(200).json(
        {
          data: {
            id: d.id,
            name: d.name,
            dealershipType: d.type,
            active: d.active,
            city: d.city,
            state: d.region,
            postalCode: d.zipCode,
            multibuyer: d.multibuyer,
            logoUrl: d.logoUri,
            addressCount: addressesOf(engine, d.id)?.length ?? 0,
          },
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/contacts/transportprimary', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(new URL(request.url).searchParams.get('organizationId') ?? undefined)
      if (id === undefined)
        return response.untyped(errorReply(engine, 'service', 400, 'organizationId is required.', 'validation'))
      const found = addressesFor(who.user, String(id))
      if ('reply' in found) return response.untyped(found.reply)
      const contact = [...engine.world.users.values()].find((u) =>
        u.memberships.some((m) => m.dealerId === id && m.isPrimaryContact),
      )
      // Dealerships whose primary contact is not set have none: the client then looks the phone up by dealer.
      if (!contact)
        return response.untyped(
          errorReply(engine, 'service', 404, `Dealership ${id} has no primary transportation contact.`, 'no_contact'),
        )
      const main = found.list[0]
      return response(200).json(
        {
          data: {
            id: contact.id,
            organizationId: id,
            firstName: contact.firstName,
            lastName: contact.lastName,
            email: contact.email,
            phone: main?.phone ?? '(555) 555-0100',
          },
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/user/exists/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const user = id === undefined ? undefined : engine.world.users.get(id)
      return response(200).json({ exists: user?.active === true }, serverTime(engine.now()))
    }),
  ]
}
