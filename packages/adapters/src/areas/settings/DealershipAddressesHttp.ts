import type { AddressDraft, DealershipAddress, DealershipAddresses } from '@gavel/domain/areas/settings'
import { ADDRESS_PAGE_SIZE, type OrganizationClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'
import { toAddress, toAddressInput } from './addressWire'

const decodePage = decodeOrThrow(
  Schema.Struct({
    meta: Schema.Struct({ hasNextPage: Schema.Boolean }),
    data: Schema.Struct({ addresses: Schema.Array(Schema.Unknown) }),
  }),
  'address page',
)
const one = (data: unknown) => toAddress((data as { data?: unknown } | undefined)?.data)

/**
 * A dealership's addresses (organization service): read page by page (page 0, pageSize 100) while
 * meta.hasNextPage, reading data.addresses (marketplace §7); add and edit (organization.yaml, issue 13).
 */
export class DealershipAddressesHttp implements DealershipAddresses {
  constructor(private readonly client: OrganizationClient) {}

  async list(dealerId: number): Promise<readonly DealershipAddress[]> {
    const out: DealershipAddress[] = []
    for (let page = 0; ; page++) {
      const { data } = await callGateway(() =>
        this.client.GET('/address/{dealer}/paginate', {
          params: { path: { dealer: dealerId }, query: { page, pageSize: ADDRESS_PAGE_SIZE } },
        }),
      )
      const decoded = decodePage(data)
      out.push(...decoded.data.addresses.map(toAddress))
      if (!decoded.meta.hasNextPage) return out
    }
  }

  async get(addressId: number): Promise<DealershipAddress> {
    const { data } = await callGateway(() =>
      this.client.GET('/address/byid/{id}', { params: { path: { id: addressId } } }),
    )
    return one(data)
  }

  async add(dealerId: number, draft: AddressDraft): Promise<DealershipAddress> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/address/{dealer}', { params: { path: { dealer: dealerId } }, body: toAddressInput(draft) }),
      { action: true },
    )
    return one(data)
  }

  async update(addressId: number, draft: AddressDraft): Promise<DealershipAddress> {
    const { data } = await callGateway(
      () => this.client.PUT('/address/byid/{id}', { params: { path: { id: addressId } }, body: toAddressInput(draft) }),
      { action: true },
    )
    return one(data)
  }
}
