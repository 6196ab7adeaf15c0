import type { PushDevices } from '@gavel/domain'
import type { NotificationsClient } from '@gavel/sdk'
import { callGateway } from '../support/toDomainError'

/** Push device registration (shell §7: POST register/device {device_token, previous_token}; DELETE). */
export class PushDevicesHttp implements PushDevices {
  constructor(private readonly client: NotificationsClient) {}

  async register(deviceToken: string, previousToken: string | null): Promise<void> {
    await callGateway(() =>
      this.client.POST('/register/device', { body: { device_token: deviceToken, previous_token: previousToken } }),
    )
  }

  async unregister(deviceToken: string): Promise<void> {
    await callGateway(() =>
      this.client.DELETE('/register/device', { params: { query: { device_token: deviceToken } } }),
    )
  }
}
