import { queryValue } from '../../navigation/query'

/**
 * Where /sso-redirect finds its single-sign-on token (shell §2.2, §7 POST api/sso {token}): the URL fragment
 * (`#token=…`, never sent to a server or written in logs) or, for older links, the `token` query. Our design; the
 * page removes it from the address bar at once.
 */
export const ssoTokenFrom = (search: string, hash: string): string | null => {
  const fromHash = queryValue(hash.replace(/^#/, ''), 'token')
  if (fromHash !== null && fromHash !== '') return fromHash
  const fromQuery = queryValue(search, 'token')
  return fromQuery !== null && fromQuery !== '' ? fromQuery : null
}
