import type { SchemaAST } from 'effect'

/**
 * Writes a plain-JS guard from an effect Schema's AST (docs/adr/0021): the same checks `Schema.decodeUnknown` makes on
 * the encoded side, as one expression, with no effect runtime. Only what wire and domain payloads use is supported:
 * strings, numbers, booleans, null, undefined, literals, unions, structs (optional keys), arrays, unknown, and the
 * integer, range (one-sided and between) and minimum-length checks, records of string keys; anything else
 * (transformations, declarations, other records, other checks) stops the generator with its name, so a guard never
 * checks less than its Schema.
 */
type Ast = SchemaAST.AST & {
  readonly checks?: readonly { readonly annotations?: { readonly representation?: { id: string; payload: unknown } } }[]
  readonly encoding?: unknown
  readonly context?: { readonly isOptional?: boolean }
}

const checkOf = (ast: Ast, v: string): string[] =>
  (ast.checks ?? []).map((check) => {
    const representation = check.annotations?.representation
    const payload = (representation?.payload ?? {}) as Record<string, number | boolean>
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
      case 'effect/schema/isBetween':
        return [
          `${v} ${payload.exclusiveMinimum === true ? '>' : '>='} ${JSON.stringify(payload.minimum)}`,
          `${v} ${payload.exclusiveMaximum === true ? '<' : '<='} ${JSON.stringify(payload.maximum)}`,
        ].join(' && ')
      case 'effect/schema/isMinLength':
        return `${v}.length >= ${JSON.stringify(payload.minLength)}`
      default:
        throw new Error(`emitGuard: no guard for the check ${representation?.id ?? '(unnamed)'}`)
    }
  })

const all = (parts: readonly string[]) => (parts.length === 0 ? 'true' : parts.join(' && '))

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** True when the Schema lets `undefined` through (so a missing key would pass its test). */
const acceptsUndefined = (ast: Ast): boolean => {
  switch (ast._tag) {
    case 'Undefined':
    case 'Unknown':
    case 'Any':
    case 'Void':
      return true
    case 'Union':
      return ((ast as SchemaAST.Union).types as readonly Ast[]).some(acceptsUndefined)
    default:
      return false
  }
}

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
      const members = types.map((t) => expression(t, v, depth))
      // a union with unknown in it (`NullOr(Unknown)`) lets everything through
      return checked(members.includes('true') ? 'true' : `(${members.join(' || ')})`)
    }
    case 'Objects': {
      const objects = ast as SchemaAST.Objects
      if ((ast.checks ?? []).length > 0) throw new Error('emitGuard: checks on a struct are not supported')
      const o = `o${depth}`
      if (objects.indexSignatures.length > 0) {
        // a record of string keys (`Schema.Record(Schema.String, value)`): every own enumerable value checked
        const [index, ...more] = objects.indexSignatures
        const parameter = index?.parameter as Ast | undefined
        if (more.length > 0 || objects.propertySignatures.length > 0 || parameter?._tag !== 'String')
          throw new Error('emitGuard: only records of string keys without other properties are supported')
        if ((parameter.checks ?? []).length > 0) throw new Error('emitGuard: checks on record keys are not supported')
        const value = `v${depth}`
        const test = expression(index?.type as Ast, value, depth + 1)
        return `((${o}) => isObject(${o}) && every(Object.values(${o}), (${value}) => ${test}))(${v})`
      }
      const fields = objects.propertySignatures.map((p) => {
        const key = JSON.stringify(String(p.name))
        const type = p.type as Ast
        const value = IDENTIFIER.test(String(p.name)) ? `${o}.${String(p.name)}` : `${o}[${key}]`
        const test = expression(type, value, depth + 1)
        if (type.context?.isOptional) return `(!(${key} in ${o}) || ${test})`
        // a value that passes a test refusing undefined is there: the key needs no check of its own
        return acceptsUndefined(type) ? `${key} in ${o} && ${test}` : test
      })
      return `((${o}) => ${all([`isObject(${o})`, ...fields])})(${v})`
    }
    case 'Arrays': {
      const arrays = ast as SchemaAST.Arrays
      if (arrays.elements.length > 0 || arrays.rest.length !== 1) throw new Error('emitGuard: only plain arrays')
      const item = `i${depth}`
      const test = expression(arrays.rest[0] as Ast, item, depth + 1)
      return checked(
        test === 'true' ? `Array.isArray(${v})` : `Array.isArray(${v}) && every(${v}, (${item}) => ${test})`,
      )
    }
    default:
      throw new Error(`emitGuard: no guard for ${ast._tag}`)
  }
}

/**
 * What the guards share: a plain object (not null, not an array), and every item of an array, holes included (a hole
 * reads as undefined, as Schema reads it; `Array.prototype.every` would skip it).
 */
export const guardHelpers = [
  "const isObject = (o: unknown): o is Record<string, unknown> => typeof o === 'object' && o !== null && !Array.isArray(o)",
  'const every = (a: readonly unknown[], test: (item: unknown) => boolean): boolean => {',
  '  for (let i = 0; i < a.length; i++) if (!test(a[i])) return false',
  '  return true',
  '}',
  '',
].join('\n')

/**
 * `export const {name} = (u: unknown): u is {type} => …` for one Schema; `type` names the Schema's decoded type (the
 * same value as its encoded one: a Schema with a transformation has no guard).
 */
export const emitGuard = (name: string, ast: SchemaAST.AST, type = 'unknown'): string =>
  `export const ${name} = (u: unknown): u is ${type} => ${expression(ast as Ast, 'u', 0)}\n`
