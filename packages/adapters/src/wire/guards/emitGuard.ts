import type { SchemaAST } from 'effect'

/**
 * Writes a plain-JS guard from an effect Schema's AST (docs/adr/0021): the same checks `Schema.decodeUnknown` makes on
 * the encoded side, as one expression, with no effect runtime. Only what wire and domain payloads use is supported:
 * strings, numbers, booleans, null, undefined, literals, unions, structs (optional keys), arrays, unknown, and the
 * integer and range checks; anything else (transformations, declarations, records, other checks) stops the
 * generator with its name, so a guard never checks less than its Schema.
 */
type Ast = SchemaAST.AST & {
  readonly checks?: readonly { readonly annotations?: { readonly representation?: { id: string; payload: unknown } } }[]
  readonly encoding?: unknown
  readonly context?: { readonly isOptional?: boolean }
}

const checkOf = (ast: Ast, v: string): string[] =>
  (ast.checks ?? []).map((check) => {
    const representation = check.annotations?.representation
    const payload = (representation?.payload ?? {}) as Record<string, number>
    switch (representation?.id) {
      case 'effect/schema/isInt':
        return `Number.isSafeInteger(${v})`
      case 'effect/schema/isFinite':
        return `Number.isFinite(${v})`
      case 'effect/schema/isGreaterThan':
        return `${v} > ${JSON.stringify(payload.exclusiveMinimum)}`
      case 'effect/schema/isGreaterThanOrEqualTo':
        return `${v} >= ${JSON.stringify(payload.minimum)}`
      case 'effect/schema/isLessThan':
        return `${v} < ${JSON.stringify(payload.exclusiveMaximum)}`
      case 'effect/schema/isLessThanOrEqualTo':
        return `${v} <= ${JSON.stringify(payload.maximum)}`
      default:
        throw new Error(`emitGuard: no guard for the check ${representation?.id ?? '(unnamed)'}`)
    }
  })

const all = (parts: readonly string[]) => (parts.length === 0 ? 'true' : parts.join(' && '))

/** The guard's expression for the value named `v` (`depth` names nested values apart). */
const expression = (ast: Ast, v: string, depth: number): string => {
  if (ast.encoding !== undefined) throw new Error('emitGuard: a Schema with a transformation has no plain guard')
  const checked = (base: string) => `(${all([base, ...checkOf(ast, v)])})`
  switch (ast._tag) {
    case 'String':
      return checked(`typeof ${v} === 'string'`)
    case 'Number':
      return checked(`typeof ${v} === 'number'`)
    case 'Boolean':
      return checked(`typeof ${v} === 'boolean'`)
    case 'Null':
      return `${v} === null`
    case 'Undefined':
      return `${v} === undefined`
    case 'Unknown':
    case 'Any':
      return 'true'
    case 'Literal':
      return `${v} === ${JSON.stringify((ast as SchemaAST.Literal).literal)}`
    case 'Union': {
      const types = (ast as SchemaAST.Union).types as readonly Ast[]
      const literals = types.every((t) => t._tag === 'Literal' && (t.checks ?? []).length === 0)
      if (literals && types.length > 3)
        return `(${JSON.stringify(types.map((t) => (t as unknown as SchemaAST.Literal).literal))} as readonly unknown[]).includes(${v})`
      return checked(`(${types.map((t) => expression(t, v, depth)).join(' || ')})`)
    }
    case 'Objects': {
      const objects = ast as SchemaAST.Objects
      if (objects.indexSignatures.length > 0) throw new Error('emitGuard: records are not supported')
      if ((ast.checks ?? []).length > 0) throw new Error('emitGuard: checks on a struct are not supported')
      const o = `o${depth}`
      const fields = objects.propertySignatures.map((p) => {
        const key = JSON.stringify(String(p.name))
        const type = p.type as Ast
        const value = `${o}[${key}]`
        const test = expression(type, value, depth + 1)
        return type.context?.isOptional ? `(!(${key} in ${o}) || ${test})` : `${key} in ${o} && ${test}`
      })
      return `((${o}) => ${all([`typeof ${o} === 'object'`, `${o} !== null`, `!Array.isArray(${o})`, ...fields])})(${v})`
    }
    case 'Arrays': {
      const arrays = ast as SchemaAST.Arrays
      if (arrays.elements.length > 0 || arrays.rest.length !== 1) throw new Error('emitGuard: only plain arrays')
      const item = `i${depth}`
      const rest = arrays.rest[0] as Ast
      return checked(`Array.isArray(${v}) && ${v}.every((${item}) => ${expression(rest, item, depth + 1)})`)
    }
    default:
      throw new Error(`emitGuard: no guard for ${ast._tag}`)
  }
}

/** `export const {name} = (u: unknown): boolean => …` for one Schema. */
export const emitGuard = (name: string, ast: SchemaAST.AST): string =>
  `export const ${name} = (u: unknown): boolean => ${expression(ast as Ast, 'u', 0)}\n`
