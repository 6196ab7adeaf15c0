import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'organization', sandbox.signIn(persona).accessToken)

describe('organization gateway', () => {
  it('pages the 230 addresses of Harbor Auto Group 100 at a time while meta.hasNextPage', async () => {
    const ids: number[] = []
    const metas: { hasNextPage: boolean }[] = []
    for (let page = 0; page < 5; page++) {
      const res = await as('multi')(`/address/106/paginate?page=${page}&pageSize=100`)
      metas.push(res.body.meta)
      ids.push(...res.body.data.addresses.map((a: { id: number }) => a.id))
      if (!res.body.meta.hasNextPage) break
    }
    expect(metas.map((m) => m.hasNextPage)).toEqual([true, true, false])
    expect(ids).toHaveLength(230)
    expect(new Set(ids).size).toBe(230)
    const first = (await as('multi')('/address/106')).body.data.addresses
    expect(first).toHaveLength(100)
    expect(first[0]).toMatchObject({ isPrimary: true, postalCode: '21202', organizationId: 106 })
  })

  it('reads one address by id only for a member, and refuses another dealership’s addresses', async () => {
    expect((await as('seller')('/address/byid/102001')).body.data).toMatchObject({ id: 102_001, organizationId: 102 })
    expect((await as('buyer')('/address/byid/102001')).status).toBe(404)
    expect(await as('buyer')('/address/102/paginate')).toMatchObject({ status: 403, body: { code: 'not_a_member' } })
    expect((await as('buyer')('/address/999999')).status).toBe(404)
  })

  it('answers the organization, the primary transport contact (404 without one) and user existence', async () => {
    expect((await as('buyer')('/organization/102')).body.data).toMatchObject({
      name: 'Lakeshore Ford',
      dealershipType: 1,
    })
    const contact = await as('seller')('/contacts/transportprimary?organizationId=102')
    expect(contact.body.data).toMatchObject({ firstName: 'Sam', organizationId: 102, phone: expect.any(String) })
    expect((await as('multi')('/contacts/transportprimary?organizationId=106')).status).toBe(404)
    expect((await as('buyer')('/user/exists/2')).body).toEqual({ exists: true })
    expect((await as('buyer')('/user/exists/987654')).body).toEqual({ exists: false })
  })
})
