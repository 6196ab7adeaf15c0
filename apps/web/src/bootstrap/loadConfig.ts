import { parseRuntimeConfig, type RuntimeConfig } from '@gavel/adapters'

/** `/config.json` names the gateways and the environment: one build serves every environment. */
export const loadConfig = async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`)
  return parseRuntimeConfig(await response.json())
}
