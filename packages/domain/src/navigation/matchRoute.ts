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

/** A route's pattern split once: its segments and how specific it is. */
interface CompiledRoute {
  readonly route: RouteEntry
  readonly segments: readonly string[]
  readonly specificity: number
}

/** Static segments count most; a splat least, so '/capital/portal-error' beats '/capital/*'. */
const specificityOf = (segments: readonly string[]): number =>
  segments.reduce((sum, s) => sum + (s === '*' ? 0 : s.startsWith(':') ? (s.endsWith('?') ? 1 : 2) : 3), 0)

const compile = (table: readonly RouteEntry[]): readonly CompiledRoute[] =>
  table.map((route) => {
    const segments = route.path.split('/').filter((s) => s !== '')
    return { route, segments, specificity: specificityOf(segments) }
  })

const matchOne = (wanted: readonly string[], actual: readonly string[]): Record<string, string | undefined> | null => {
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

/** Each table compiled once (the app's is read on every navigation, by the guard, the routes and the shell). */
const compiled = new WeakMap<readonly RouteEntry[], readonly CompiledRoute[]>()
/** The app's table's answers by pathname: the same few paths are matched many times per navigation. */
const answers = new Map<string, RouteMatch | null>()
const ANSWERS_KEPT = 64

const search = (table: readonly RouteEntry[], path: string): RouteMatch | null => {
  let routes = compiled.get(table)
  if (routes === undefined) {
    routes = compile(table)
    compiled.set(table, routes)
  }
  const actual = path.split('/').filter((s) => s !== '')
  let best: RouteMatch | null = null
  let bestScore = -1
  for (const { route, segments, specificity } of routes) {
    const params = matchOne(segments, actual)
    if (params === null) continue
    if (specificity > bestScore) {
      best = { route, params }
      bestScore = specificity
    }
  }
  return best
}

/** The route table entry for a pathname, the most specific one winning; null for an unknown path. */
export const matchRoute = (pathname: string, table: readonly RouteEntry[] = routeTable): RouteMatch | null => {
  const path = normalizePathname(pathname)
  if (table !== routeTable) return search(table, path)
  const known = answers.get(path)
  if (known !== undefined) return known
  const found = search(table, path)
  if (answers.size >= ANSWERS_KEPT) answers.clear()
  answers.set(path, found)
  return found
}
