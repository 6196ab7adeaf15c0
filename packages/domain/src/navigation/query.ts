/**
 * A small query-string codec (the domain may not use DOM globals such as URLSearchParams). Order is kept;
 * `+` reads as a space; keys without `=` read as empty values.
 */
export type QueryEntries = readonly (readonly [string, string])[]

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

export const parseQuery = (search: string): QueryEntries =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=')
      return at === -1
        ? ([decode(part), ''] as const)
        : ([decode(part.slice(0, at)), decode(part.slice(at + 1))] as const)
    })

/** `?a=1&b=2`, or '' when there is nothing. */
export const serializeQuery = (entries: QueryEntries): string => {
  const body = entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
  return body === '' ? '' : `?${body}`
}

/** The first value of `key`, or null. */
export const queryValue = (search: string, key: string): string | null =>
  parseQuery(search).find(([k]) => k === key)?.[1] ?? null
