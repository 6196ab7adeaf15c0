import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { filesToRunAgain, type JsonReport } from './importFailures'

/**
 * `npm run test:stories`' Vitest step: every story in Chromium, then, when the only failures were story files the
 * browser could not load, those files once more (tools/importFailures.ts). A story that fails twice fails the
 * step; one whose test failed is never run again.
 */
const vitest = (files: readonly string[], reportFile?: string) => {
  const reporters = reportFile ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`] : []
  return spawnSync('npx', ['vitest', 'run', '--project', 'stories', ...reporters, ...files], { stdio: 'inherit' })
    .status
}

const reportFile = join(mkdtempSync(join(tmpdir(), 'gavel-stories-')), 'report.json')
// arguments narrow the run as Vitest's own do (`tsx tools/runStories.ts packages/ui/src/primitives`)
const status = vitest(process.argv.slice(2), reportFile)
if (status === 0) process.exit(0)
let again: string[] = []
try {
  again = filesToRunAgain(JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport)
} catch {
  // no report: Vitest itself failed, and its output says why
}
if (again.length === 0) process.exit(status ?? 1)
console.log(
  `\nThe browser could not load ${again.length} story file(s); running them once more:\n${again.join('\n')}\n`,
)
process.exit(vitest(again) ?? 1)
