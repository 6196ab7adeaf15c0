/** The root fields the sandbox's GraphQL endpoint answers (contracts/graphql/schema.graphql Query). */
export const ROOT_FIELDS = ['filteredAuctions', 'counts', 'stateSortOptions'] as const
export type RootField = (typeof ROOT_FIELDS)[number]

export type ParsedOperation =
  | { readonly kind: 'query'; readonly fields: readonly RootField[] }
  | { readonly kind: 'subscription' }
  | { readonly kind: 'unknown' }

/**
 * Reads which root fields a query asks for, by name, without a GraphQL parser (none is installed): the names that
 * open a selection or an argument list directly inside the operation's outermost braces. Selections and inline
 * arguments are not interpreted: every field answers its whole object and arguments come from `variables`.
 */
export const parseOperation = (query: string): ParsedOperation => {
  const text = query.replace(/#[^\n]*/g, '')
  if (/^\s*subscription\b/.test(text)) return { kind: 'subscription' }
  const open = text.indexOf('{')
  if (open < 0) return { kind: 'unknown' }
  const fields: RootField[] = []
  let depth = 0
  let parens = 0
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]
    if (char === '(') parens += 1
    else if (char === ')') parens -= 1
    else if (char === '{') depth += 1
    else if (char === '}') depth -= 1
    else if (depth === 1 && parens === 0 && /[A-Za-z_]/.test(char ?? '') && !/[\w]/.test(text[i - 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(text.slice(i))?.[0] ?? ''
      const field = ROOT_FIELDS.find((f) => f === name)
      if (!field) return { kind: 'unknown' }
      fields.push(field)
      i += name.length - 1
    }
  }
  return fields.length > 0 ? { kind: 'query', fields } : { kind: 'unknown' }
}
