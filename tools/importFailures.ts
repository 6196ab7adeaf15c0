/** The part of Vitest's JSON report (`--reporter=json`) this reads: one entry per test file. */
export interface JsonReport {
  readonly testResults: readonly {
    readonly name: string
    readonly status: string
    readonly message: string
    readonly assertionResults: readonly unknown[]
  }[]
}

const IMPORT_FAILED = 'Failed to import test file'

/**
 * The story files worth one more run: those of a failed run that failed only because the browser could not load
 * them, none of whose tests ran. Browser mode fails such a file now and then on a loaded machine ("Failed to fetch
 * dynamically imported module", vitest-dev/vitest#9509 and #11171), a different file each time. When any file
 * failed otherwise, or any test failed, the run failed on its merits and nothing is worth running again: the
 * answer is empty.
 */
export const filesToRunAgain = (report: JsonReport): string[] => {
  const failed = report.testResults.filter((file) => file.status === 'failed')
  const unloaded = failed.filter((file) => file.assertionResults.length === 0 && file.message.startsWith(IMPORT_FAILED))
  return unloaded.length === failed.length ? unloaded.map((file) => file.name) : []
}
