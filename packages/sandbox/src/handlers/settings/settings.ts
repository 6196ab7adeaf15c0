import type { SettingsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { type SettingsState, settingsOf, smsOf, valuesOf } from '../../world/settings'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'
import { readJson } from '../kit/request'
import { readSettings, type SettingWire } from './settingsBody'

const E164 = /^\+[1-9]\d{7,14}$/
const ZIP = /^\d{5}$/
const PROFILE_FIELDS = ['first_name', 'last_name', 'phone_number', 'zip_code']
const bad = (detail: string, code = 'invalid_request') => easyPassError(detail, code)

/** Every setting of a user: the world's single-valued ones, then the area's multi-valued ones. */
const settingsWire = (state: SettingsState, user: User): SettingWire[] => [
  ...user.settings.map((s) => ({ category: s.category, setting_key: s.key, setting_value: s.value })),
  ...(state.multi.get(user.id) ?? []).map((s) => ({
    category: s.category,
    setting_key: s.key,
    setting_values: [...s.values],
  })),
]

/** Creates or replaces settings matched on (category, setting_key); a setting is single- or multi-valued. */
const saveSettings = (state: SettingsState, user: User, settings: readonly SettingWire[]): void => {
  for (const s of settings) {
    const same = (x: { category: string; key: string }) => x.category === s.category && x.key === s.setting_key
    const multi = (state.multi.get(user.id) ?? []).filter((x) => !same(x))
    const singleIndex = user.settings.findIndex(same)
    if (s.setting_values !== undefined) {
      if (singleIndex >= 0) user.settings.splice(singleIndex, 1)
      multi.push({ category: s.category, key: s.setting_key, values: [...s.setting_values] })
    } else if (singleIndex >= 0) {
      ;(user.settings[singleIndex] as { value: string }).value = s.setting_value ?? ''
    } else {
      user.settings.push({ category: s.category, key: s.setting_key, value: s.setting_value ?? '' })
    }
    state.multi.set(user.id, multi)
  }
}

const smsWire = (state: SettingsState, user: User) => ({
  phone_number: state.phone.get(user.id) ?? null,
  settings: [...smsOf(state, user.id)].map(([kind, on]) => ({
    category: 'sms',
    setting_key: kind,
    setting_value: String(on),
  })),
})

const profileWire = (state: SettingsState, user: User) => ({
  user_id: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  phone_number: state.phone.get(user.id) ?? null,
  zip_code: user.zipCode,
})

/** Why a profile patch breaks the contract, or undefined. */
const profileProblem = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be an object.'
  const patch = body as Record<string, unknown>
  const keys = Object.keys(patch)
  const extra = keys.filter((k) => !PROFILE_FIELDS.includes(k))
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  if (keys.length === 0) return 'Name at least one of first_name, last_name, phone_number, zip_code.'
  for (const name of ['first_name', 'last_name']) {
    if (name in patch && (typeof patch[name] !== 'string' || patch[name] === ''))
      return `${name} must be a non-empty string.`
  }
  if ('phone_number' in patch && patch.phone_number !== null && !E164.test(String(patch.phone_number))) {
    return 'phone_number must be E.164, e.g. +13125550142.'
  }
  if ('zip_code' in patch && patch.zip_code !== null && !ZIP.test(String(patch.zip_code))) {
    return 'zip_code must be five digits.'
  }
  return undefined
}

/**
 * User settings (marketplace.md 7, contracts/openapi/settings.yaml): settings, SMS settings, the key-value store,
 * profile edits and dealership logos. Stateful: a save changes every later read, and login data too.
 */
export const settingsHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SettingsPaths>({ baseUrl: baseUrls.settings })
  const time = () => serverTime(engine.now())
  const state = () => settingsOf(engine)

  return [
    http.get('/bff/settings', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ settings: settingsWire(state(), user) }, time())
    }),
    http.put('/bff/settings', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const read = readSettings(await readJson(request))
      if ('error' in read) return response(400).json(read.error, time())
      saveSettings(state(), user, read.settings)
      return response(200).json({ settings: settingsWire(state(), user) }, time())
    }),
    http.get('/bff/settings/sms', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      return response(200).json(smsWire(state(), user), time())
    }),
    http.put('/bff/settings/sms', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const read = readSettings(body, ['phone_number', 'settings'])
      if ('error' in read) return response(400).json(read.error, time())
      const phone = (body as { phone_number?: unknown }).phone_number
      if (phone !== null && (typeof phone !== 'string' || !E164.test(phone))) {
        return response(400).json(
          bad('phone_number must be null or E.164, e.g. +13125550142.', 'invalid_phone'),
          time(),
        )
      }
      const sms = smsOf(state(), user.id)
      const unknown = read.settings.find((s) => s.category !== 'sms' || !sms.has(s.setting_key))
      if (unknown) {
        return response(400).json(
          bad(`Unknown SMS setting ${unknown.category}/${unknown.setting_key}.`, 'invalid_settings'),
          time(),
        )
      }
      const next = new Map(sms)
      for (const s of read.settings) next.set(s.setting_key, s.setting_value === 'true')
      if (phone === null && [...next.values()].some(Boolean)) {
        return response(400).json(bad('A mobile number is needed to receive texts.', 'phone_required'), time())
      }
      state().phone.set(user.id, phone)
      state().sms.set(user.id, next)
      return response(200).json(smsWire(state(), user), time())
    }),
    http.get('/query-engine/user/key_value', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const key = new URL(request.url).searchParams.get('key')
      if (!key || key.length > 100)
        return response(400).json(bad('The key query is required (1 to 100 characters).'), time())
      return response(200).json({ key, value: valuesOf(state(), user.id).get(key) ?? null }, time())
    }),
    http.post('/query-engine/user/key_value', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = (await readJson(request)) as Record<string, unknown> | undefined
      const key = body?.key
      const value = body?.value
      const extra =
        body && typeof body === 'object' ? Object.keys(body).filter((k) => k !== 'key' && k !== 'value') : []
      if (
        typeof key !== 'string' ||
        key === '' ||
        key.length > 100 ||
        (value !== null && typeof value !== 'string') ||
        extra.length > 0
      ) {
        return response(400).json(bad('The body must be {key (1 to 100 characters), value (string or null)}.'), time())
      }
      if (value === null) valuesOf(state(), user.id).delete(key)
      else valuesOf(state(), user.id).set(key, value)
      return response(200).json({ key, value }, time())
    }),
    http.patch('/bff/user', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const problem = profileProblem(body)
      if (problem) return response(400).json(bad(problem, 'invalid_profile'), time())
      const patch = body as {
        first_name?: string
        last_name?: string
        phone_number?: string | null
        zip_code?: string | null
      }
      const updated: User = {
        ...user,
        firstName: patch.first_name ?? user.firstName,
        lastName: patch.last_name ?? user.lastName,
        zipCode: patch.zip_code === undefined ? user.zipCode : patch.zip_code,
      }
      engine.world.users.set(user.id, updated)
      if (patch.phone_number !== undefined) state().phone.set(user.id, patch.phone_number)
      return response(200).json(profileWire(state(), updated), time())
    }),
    http.get('/myacv/dealership/{id}/logo', ({ request, params, response }) => {
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const dealership = engine.world.dealerships.get(Number(params.id))
      if (!dealership) return response(404).json(bad(`No dealership ${params.id}.`, 'not_found'), time())
      const logoUrl = dealership.logoUri ?? `${baseUrls.settings}/sandbox/logo/${dealership.id}.svg`
      return response(200).json({ dealer_id: dealership.id, logo_url: logoUrl }, time())
    }),
  ]
}
