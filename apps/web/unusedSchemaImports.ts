import type { Plugin } from 'vite'

/** A bare import of a chunk: `import"./schemas-x.js";` (no binding read from it). */
const bareImport = (file: string) =>
  new RegExp(`import\\s*["']\\./${file.replace(/^assets\//, '').replace(/\./g, '\\.')}["'];?`, 'g')

/**
 * Drops the bare imports of the `schemas` chunk (effect and the domain's Schema modules, docs/adr/0039) from chunks
 * that read nothing from it. Rolldown keeps an import of every chunk holding a module that a module of the importer
 * imports, even when nothing of it is used and it has no side effect (rolldown/rolldown#4812); the Schema chunk's
 * modules have none (effect declares so, and the domain's Schemas are pure), so it loads with the first screen that
 * reads a Schema instead of with the first cards. Runs before Vite writes the manifest and the HTML's modulepreload
 * links, which read `chunk.imports`.
 */
export const dropUnusedSchemaImports = (): Plugin => ({
  name: 'gavel:drop-unused-schema-imports',
  apply: 'build',
  enforce: 'pre',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      const schemas = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'schemas')
      if (schemas === undefined || schemas.type !== 'chunk' || schemas.imports.length > 0) return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.imports.includes(schemas.fileName)) continue
        const next = chunk.code.replace(bareImport(schemas.fileName), '')
        if (next === chunk.code) continue
        chunk.code = next
        chunk.imports = chunk.imports.filter((file) => file !== schemas.fileName)
      }
    },
  },
})
