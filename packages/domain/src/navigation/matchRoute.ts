import { type RouteEntry, routeTable } from './routes'

export interface RouteMatch {
  readonly route: RouteEntry
  readonly params: Readonly<Record<string, string | undefined>>
}

/** '/a/b/' -> '/a/b'; '' -> '/'; repeated slashes collapse. */
export const normalizePathname = (pathname: string): string => {
  const collapsed = `/${pathname
    .split('/')
    .filter((s) => s !== '')
    .join('/')}`
  return collapsed
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const matchOne = (pattern: string, pathname: string): Record<string, string | undefined> | null => {
  const wanted = pattern.split('/').filter((s) => s !== '')
  const actual = pathname.split('/').filter((s) => s !== '')
  const params: Record<string, string | undefined> = {}
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i] as string
    const value = actual[i]
    if (segment === '*') {
      params['*'] = actual.slice(i).join('/')
      return params
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?')
      const name = segment.slice(1, optional ? -1 : undefined)
      if (value === undefined && !optional) return null
      params[name] = value === undefined ? undefined : decodeSegment(value)
      continue
    }
    if (value !== segment) return null
  }
  return actual.length <= wanted.length ? params : null
}

/** Static segments count most; a splat least, so '/capital/portal-error' beats '/capital/*'. */
const specificity = (pattern: string): number =>
  pattern
    .split('/')
    .filter((s) => s !== '')
    .reduce((sum, s) => sum + (s === '*' ? 0 : s.startsWith(':') ? (s.endsWith('?') ? 1 : 2) : 3), 0)

/** The route table entry for a pathname, the most specific one winning; null for an unknown path. */
export const matchRoute = (pathname: string, table: readonly RouteEntry[] = routeTable): RouteMatch | null => {
  const path = normalizePathname(pathname)
  let best: RouteMatch | null = null
  let bestScore = -1
  for (const route of table) {
    const params = matchOne(route.path, path)
    if (params === null) continue
    const score = specificity(route.path)
    if (score > bestScore) {
      best = { route, params }
      bestScore = score
    }
  }
  return best
}
