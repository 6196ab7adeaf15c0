import type { SettingsComponents } from '@gavel/sdk'
import { easyPassError } from '../kit/replies'

export type SettingWire = SettingsComponents['schemas']['SettingWire']

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0
const SETTING_FIELDS = ['category', 'setting_key', 'setting_value', 'setting_values']

/** Why a setting breaks the contract, or undefined when it is a valid SettingWire with a value or values. */
export const settingProblem = (setting: unknown, index: number): string | undefined => {
  if (!isRecord(setting)) return `settings[${index}] must be an object`
  const extra = Object.keys(setting).filter((k) => !SETTING_FIELDS.includes(k))
  if (extra.length > 0) return `settings[${index}] has unknown field(s): ${extra.join(', ')}`
  if (!isNonEmpty(setting.category) || !isNonEmpty(setting.setting_key)) {
    return `settings[${index}] needs a category and a setting_key`
  }
  const single = typeof setting.setting_value === 'string'
  const multi = Array.isArray(setting.setting_values) && setting.setting_values.every((v) => typeof v === 'string')
  if (single === multi) return `settings[${index}] needs exactly one of setting_value or setting_values`
  return undefined
}

/** The settings of a `{settings: [...]}` body, or the 400 body that says why it is not one. */
export const readSettings = (
  body: unknown,
  allowed: readonly string[] = ['settings'],
): { settings: SettingWire[] } | { error: ReturnType<typeof easyPassError> } => {
  if (!isRecord(body) || !Array.isArray(body.settings)) {
    return { error: easyPassError('The body must be an object with a settings list.', 'invalid_settings') }
  }
  const extra = Object.keys(body).filter((k) => !allowed.includes(k))
  if (extra.length > 0) return { error: easyPassError(`Unknown field(s): ${extra.join(', ')}.`, 'unknown_field') }
  const problem = body.settings.map(settingProblem).find((p) => p !== undefined)
  if (problem) return { error: easyPassError(`${problem}.`, 'invalid_settings') }
  return { settings: body.settings as SettingWire[] }
}
