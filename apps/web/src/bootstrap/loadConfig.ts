import { parseRuntimeConfig, type RuntimeConfig } from '@gavel/adapters'

declare global {
  interface Window {
    /** The request for /config.json that index.html starts with the page. */
    __gavelConfig?: Promise<Response>
  }
}

/** The page's own request when index.html started one (taken once), else a new one. */
const configResponse = (): Promise<Response> => {
  const started = window.__gavelConfig
  window.__gavelConfig = undefined
  return started ?? fetch('/config.json', { cache: 'no-store' })
}

/**
 * `/config.json` names the gateways and the environment: one build serves every environment. index.html asks for it
 * as the page starts, so it arrives while the app's JS downloads and runs (issue 10).
 */
export const loadConfig = async (): Promise<RuntimeConfig> => {
  const response = await configResponse()
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`)
  return parseRuntimeConfig(await response.json())
}
