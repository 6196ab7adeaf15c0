/**
 * The actions `/auction/{id}?action=<name>` opens or performs once on load (docs/adr/0015). Opening means focusing
 * the action's first field, or its confirmation for purchase now and remove reserve; only `watch` is performed
 * outright, as it is harmless to repeat.
 */
export const DETAIL_ACTIONS = [
  'bid',
  'proxy',
  'persistent_proxy',
  'purchase_now',
  'make_offer',
  'remove_reserve',
  'watch',
  'claim',
] as const
export type DetailActionName = (typeof DETAIL_ACTIONS)[number]

/** The query parameter's name. */
export const ACTION_PARAM = 'action'

/** The requested action, or null for a missing or unknown name. */
export const parseDetailAction = (raw: string | null): DetailActionName | null => {
  const name = raw?.trim().toLowerCase() ?? ''
  return (DETAIL_ACTIONS as readonly string[]).includes(name) ? (name as DetailActionName) : null
}
