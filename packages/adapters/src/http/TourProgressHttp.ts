import { parseCompletedTours, serializeCompletedTours, type TourProgress } from '@gavel/domain'
import type { SettingsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isKeyValueWire } from '../wire/guards/generated/guards'

/** The key the completed tours live under in the user's key-value store (contracts/openapi/settings.yaml). */
export const COMPLETED_TOURS_KEY = 'completed_tours'

export const KeyValueWire = Schema.Struct({ key: Schema.String, value: Schema.NullOr(Schema.String) })
const decodeKeyValue = guardOrThrow(isKeyValueWire, 'completed tours')

/**
 * Completed tours in the user's settings (shell §3 Tour: "stored as a comma list"), through the settings gateway's
 * key-value store (marketplace §7 GET/POST query-engine/user/key_value), so they follow the user between browsers.
 */
export class TourProgressHttp implements TourProgress {
  constructor(private readonly client: SettingsClient) {}

  async completed(): Promise<readonly string[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/query-engine/user/key_value', { params: { query: { key: COMPLETED_TOURS_KEY } } }),
    )
    return parseCompletedTours(decodeKeyValue(data).value)
  }

  async save(completed: readonly string[]): Promise<void> {
    const { data } = await callGateway(() =>
      this.client.POST('/query-engine/user/key_value', {
        body: { key: COMPLETED_TOURS_KEY, value: serializeCompletedTours(completed) },
      }),
    )
    decodeKeyValue(data)
  }
}
