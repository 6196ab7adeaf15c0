/**
 * State of one area of the marketplace (notifications, saved searches, transport jobs, …) kept beside the
 * engine rather than in the shared World type, so each area owns its data in its own module. It lives as long
 * as the engine: a fresh sandbox (provider state 'the sandbox is fresh') starts every area anew.
 */
const states = new WeakMap<object, Map<string, unknown>>()

export const areaState = <T>(owner: object, area: string, init: () => T): T => {
  let areas = states.get(owner)
  if (!areas) {
    areas = new Map()
    states.set(owner, areas)
  }
  if (!areas.has(area)) areas.set(area, init())
  return areas.get(area) as T
}
