import type { AddressDraft, DealershipAddress, DealershipAddresses } from '@gavel/domain/areas/settings'
import { allAddresses, type OrganizationClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toAddress, toAddressInput } from './addressWire'

const one = (data: unknown) => toAddress((data as { data?: unknown } | undefined)?.data)

/**
 * A dealership's addresses (organization service): read page by page (page 0, pageSize 100) while
 * meta.hasNextPage, reading data.addresses (marketplace §7); add and edit (organization.yaml, issue 13).
 */
export class DealershipAddressesHttp implements DealershipAddresses {
  constructor(private readonly client: OrganizationClient) {}

  async list(dealerId: number): Promise<readonly DealershipAddress[]> {
    const wire = await callGateway(() => allAddresses(this.client, dealerId))
    return wire.map(toAddress)
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
