import type { DealerId } from '@gavel/domain'
import type { DealershipAddresses, DeliveryAddress } from '@gavel/domain/areas/postSale'
import { allAddresses, type OrganizationClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { toDeliveryAddresses } from './postSaleWire'

/** Every address of the dealership, page by page while hasNextPage (marketplace §7 organization, §9 page size 100). */
export class DealershipAddressesHttp implements DealershipAddresses {
  constructor(private readonly client: OrganizationClient) {}

  async all(dealerId: DealerId): Promise<readonly DeliveryAddress[]> {
    return toDeliveryAddresses(await callGateway(() => allAddresses(this.client, dealerId)))
  }
}
