import { DealershipProfile, type DealershipProfiles } from '@gavel/domain/areas/settings'
import type { OrganizationClient, SettingsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

const OrganizationWire = Schema.Struct({
  data: Schema.Struct({
    id: Schema.Number,
    name: Schema.String,
    dealershipType: Schema.Number,
    active: Schema.Boolean,
    city: Schema.String,
    state: Schema.String,
    postalCode: Schema.String,
    multibuyer: Schema.Boolean,
    logoUrl: Schema.NullOr(Schema.String),
    addressCount: Schema.Number,
  }),
})
const decodeWire = decodeOrThrow(OrganizationWire, 'organization')
const decodeLogo = decodeOrThrow(Schema.Struct({ logo_url: Schema.NullOr(Schema.String) }), 'dealership logo')
const decodeProfile = decodeOrThrow(DealershipProfile, 'organization')

/** My dealership: GET organization/{id} and the logo from GET myacv dealership logo (marketplace §7). */
export class DealershipProfilesHttp implements DealershipProfiles {
  constructor(
    private readonly organization: OrganizationClient,
    private readonly settings: SettingsClient,
  ) {}

  async get(dealerId: number): Promise<DealershipProfile> {
    const [org, logo] = await Promise.all([
      callGateway(() => this.organization.GET('/organization/{id}', { params: { path: { id: dealerId } } })),
      callGateway(() => this.settings.GET('/myacv/dealership/{id}/logo', { params: { path: { id: dealerId } } })),
    ])
    const d = decodeWire(org.data).data
    return decodeProfile({
      id: d.id,
      name: d.name,
      type: d.dealershipType,
      active: d.active,
      city: d.city,
      state: d.state,
      zipCode: d.postalCode,
      multibuyer: d.multibuyer,
      logoUrl: decodeLogo(logo.data).logo_url ?? d.logoUrl,
      addressCount: d.addressCount,
    })
  }
}
