import { areaState } from './areaState'
import { PERSONA_IDS } from './personas'
import type { World } from './types'

/** The text kinds a user may get by SMS (our design, contracts/openapi/settings.yaml). */
export const SMS_KINDS = ['outbid', 'ending_soon', 'won', 'offer'] as const

export interface MultiSetting {
  readonly category: string
  readonly key: string
  values: string[]
}

/**
 * The settings area, beside the world's single-valued `user.settings` (which login data also shows):
 * multi-valued settings, each user's phone (profile and SMS), their SMS choices and their key-value store.
 */
export interface SettingsState {
  readonly multi: Map<number, MultiSetting[]>
  readonly phone: Map<number, string | null>
  readonly sms: Map<number, Map<string, boolean>>
  readonly values: Map<number, Map<string, string>>
}

const SELLER_PHONE = '+13125550142'

/**
 * Every persona gets e-mail choices; the seller has a phone with texts on and has finished two tours. Every persona
 * but admin@ has seen the tours' welcome (tour 0, shell §4.5), so journeys on the listing meet no welcome modal;
 * admin@ is the first-visit persona whose tour 0 starts on its own.
 */
export const settingsOf = (engine: { readonly world: World }): SettingsState =>
  areaState(engine, 'settings', () => {
    const state: SettingsState = { multi: new Map(), phone: new Map(), sms: new Map(), values: new Map() }
    for (const user of engine.world.users.values()) {
      if (!user.persona) continue
      state.multi.set(user.id, [{ category: 'notifications', key: 'email', values: ['outbid', 'won', 'offer'] }])
      const seller = user.id === PERSONA_IDS.seller
      state.phone.set(user.id, seller ? SELLER_PHONE : null)
      state.sms.set(user.id, new Map(SMS_KINDS.map((kind) => [kind, seller && kind !== 'offer'])))
      if (user.id !== PERSONA_IDS.admin)
        state.values.set(user.id, new Map([['completed_tours', 'marketplace2Chapter0']]))
    }
    state.values.set(PERSONA_IDS.seller, new Map([['completed_tours', 'marketplace2Chapter0,marketplace2Chapter1']]))
    return state
  })

export const smsOf = (state: SettingsState, userId: number): Map<string, boolean> => {
  let sms = state.sms.get(userId)
  if (!sms) {
    sms = new Map(SMS_KINDS.map((kind) => [kind, false]))
    state.sms.set(userId, sms)
  }
  return sms
}

export const valuesOf = (state: SettingsState, userId: number): Map<string, string> => {
  let values = state.values.get(userId)
  if (!values) {
    values = new Map()
    state.values.set(userId, values)
  }
  return values
}
