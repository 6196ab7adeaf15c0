import {
  type AccountSettings,
  Profile,
  type ProfileChange,
  SmsSettings,
  UserSetting,
} from '@gavel/domain/areas/settings'
import type { SettingsClient, SettingsComponents } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway } from '../../support/toDomainError'

type SettingWire = SettingsComponents['schemas']['SettingWire']

const SettingWireSchema = Schema.Struct({
  category: Schema.String,
  setting_key: Schema.String,
  setting_value: Schema.optional(Schema.String),
  setting_values: Schema.optional(Schema.Array(Schema.String)),
})
const decodeList = decodeOrThrow(Schema.Struct({ settings: Schema.Array(SettingWireSchema) }), 'settings')
const decodeSms = decodeOrThrow(
  Schema.Struct({ phone_number: Schema.NullOr(Schema.String), settings: Schema.Array(SettingWireSchema) }),
  'sms settings',
)
const decodeProfileWire = decodeOrThrow(
  Schema.Struct({
    first_name: Schema.String,
    last_name: Schema.String,
    email: Schema.String,
    phone_number: Schema.NullOr(Schema.String),
    zip_code: Schema.NullOr(Schema.String),
  }),
  'profile',
)
const decodeKeyValue = decodeOrThrow(
  Schema.Struct({ key: Schema.String, value: Schema.NullOr(Schema.String) }),
  'key value',
)
const decodeSetting = decodeOrThrow(UserSetting, 'settings')
const decodeProfile = decodeOrThrow(Profile, 'profile')
const decodeSmsSettings = decodeOrThrow(SmsSettings, 'sms settings')

const toSetting = (w: typeof SettingWireSchema.Type): UserSetting =>
  decodeSetting({
    category: w.category,
    key: w.setting_key,
    value: w.setting_value ?? null,
    values: w.setting_values ?? null,
  })

const toWire = (s: UserSetting): SettingWire => ({
  category: s.category,
  setting_key: s.key,
  ...(s.values !== null ? { setting_values: [...s.values] } : { setting_value: s.value ?? '' }),
})

/**
 * The user's own settings (marketplace §7 User settings): PATCH bff/user, GET/PUT bff/settings and
 * bff/settings/sms, GET/POST query-engine/user/key_value. A refusal carries the server's reason to the form.
 */
export class AccountSettingsHttp implements AccountSettings {
  constructor(private readonly client: SettingsClient) {}

  async updateProfile(change: ProfileChange): Promise<Profile> {
    const { data } = await callGateway(
      () =>
        this.client.PATCH('/bff/user', {
          body: { first_name: change.firstName, last_name: change.lastName, zip_code: change.zipCode },
        }),
      { action: true },
    )
    const w = decodeProfileWire(data)
    return decodeProfile({
      firstName: w.first_name,
      lastName: w.last_name,
      email: w.email,
      phone: w.phone_number,
      zipCode: w.zip_code,
    })
  }

  async settings(): Promise<readonly UserSetting[]> {
    const { data } = await callGateway(() => this.client.GET('/bff/settings'))
    return decodeList(data).settings.map(toSetting)
  }

  async saveSettings(settings: readonly UserSetting[]): Promise<readonly UserSetting[]> {
    const { data } = await callGateway(
      () => this.client.PUT('/bff/settings', { body: { settings: settings.map(toWire) } }),
      { action: true },
    )
    return decodeList(data).settings.map(toSetting)
  }

  async sms(): Promise<SmsSettings> {
    const { data } = await callGateway(() => this.client.GET('/bff/settings/sms'))
    return this.toSms(data)
  }

  async saveSms(sms: SmsSettings): Promise<SmsSettings> {
    const settings = Object.entries(sms.texts).map(([key, on]) => ({
      category: 'sms',
      setting_key: key,
      setting_value: on ? 'true' : 'false',
    }))
    const { data } = await callGateway(
      () => this.client.PUT('/bff/settings/sms', { body: { phone_number: sms.phone, settings } }),
      { action: true },
    )
    return this.toSms(data)
  }

  private toSms(data: unknown): SmsSettings {
    const w = decodeSms(data)
    const texts = Object.fromEntries(
      w.settings.filter((s) => s.category === 'sms').map((s) => [s.setting_key, s.setting_value === 'true']),
    )
    return decodeSmsSettings({ phone: w.phone_number, texts })
  }

  async value(key: string): Promise<string | null> {
    const { data } = await callGateway(() =>
      this.client.GET('/query-engine/user/key_value', { params: { query: { key } } }),
    )
    return decodeKeyValue(data).value
  }

  async setValue(key: string, value: string | null): Promise<void> {
    const { data } = await callGateway(
      () => this.client.POST('/query-engine/user/key_value', { body: { key, value } }),
      {
        action: true,
      },
    )
    decodeKeyValue(data)
  }
}
