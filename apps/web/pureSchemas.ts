import type { Plugin } from 'vite'

/** The packages whose modules define effect Schemas at their top level. */
const SCHEMA_MODULES = /[\\/]packages[\\/](domain|adapters)[\\/]src[\\/].*\.ts$/

/** A call of effect's Schema API: `Schema.Struct(`, `Schema.Int.check(`, `Schema.brand('X')(`. */
const SCHEMA_CALL = /(?<![\w.$])Schema\.[A-Za-z]+(?:\.[A-Za-z]+)?\(/g

/**
 * Marks every call of effect's Schema API in the domain and the adapters as pure (`/*#__PURE__*\/`) for the build
 * (docs/adr/0039): building a Schema has no effect but the value, so a Schema no code reads at run time (the first
 * cards' payloads are checked by guards generated from their Schemas) is left out, and with the last one effect's
 * Schema module itself. The sources stay as they are written; rolldown does not see through `Schema.X` member calls
 * on its own (its `manualPureFunctions` did not apply to them).
 */
export const pureSchemas = (): Plugin => ({
  name: 'gavel:pure-schemas',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!SCHEMA_MODULES.test(id) || !code.includes('Schema.')) return null
    return { code: code.replace(SCHEMA_CALL, (call) => `/*#__PURE__*/ ${call}`), map: null }
  },
})
