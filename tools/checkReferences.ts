/**
 * `npm run refs:check` (part of `npm test`): every reference in the repository resolves inside it (issue 15).
 * - "shell §N.M" / "marketplace §N" name a section of docs/requirements/{shell,marketplace}.md; a bare "§N" on
 *   the same line belongs to the document named last on it.
 * - "ADR NNNN" and "docs/adr/NNNN" name an ADR file that exists.
 * - Nothing points outside the clone: no "../shared/spec" and the like, DECISIONS.md (ADR 0029), ARCHITECTURE.md
 *   (docs/architecture.md), TOOLCHAIN.md (docs/toolchain.md) or "STYLE.md" (docs/style.md).
 * Prints each broken reference as file:line and exits 1 when there is one.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const requirements = join(root, 'docs', 'requirements')

/** Section numbers of one requirements document: "## 4." → 4, "### 4.2" → 4.2. */
export const sectionsOf = (markdown: string): ReadonlySet<string> =>
  new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.?\s/gm)].map((m) => m[1] as string))

const sections: Readonly<Record<string, ReadonlySet<string>>> = {
  shell: sectionsOf(readFileSync(join(requirements, 'shell.md'), 'utf8')),
  marketplace: sectionsOf(readFileSync(join(requirements, 'marketplace.md'), 'utf8')),
}
const adrs = new Set(readdirSync(join(root, 'docs', 'adr')).map((file) => file.slice(0, 4)))

const OUTSIDE = [
  {
    pattern: /\.\.\/shared\/(spec|hooks|ARCHITECTURE|DECISIONS|STYLE|TOOLCHAIN)/,
    say: 'points outside the clone (../shared)',
  },
  { pattern: /\bDECISIONS\.md\b/, say: 'cites DECISIONS.md: the product decisions are ADR 0029' },
  { pattern: /\bARCHITECTURE\.md\b/, say: 'cites ARCHITECTURE.md: write docs/architecture.md' },
  { pattern: /\bTOOLCHAIN\.md\b/, say: 'cites TOOLCHAIN.md: write docs/toolchain.md' },
  { pattern: /(?<!docs\/)\bSTYLE\.md\b/, say: 'cites STYLE.md: write docs/style.md' },
]

/** The broken references of one line of text. */
export const brokenOn = (line: string): string[] => {
  const broken: string[] = []
  let doc: string | null = null
  for (const match of line.matchAll(/\b(shell|marketplace)\b|§\s?(\d+(?:\.\d+)?)/g)) {
    if (match[1] !== undefined) {
      doc = match[1]
      continue
    }
    const section = match[2] as string
    const known = doc === null ? Object.values(sections).some((s) => s.has(section)) : sections[doc]?.has(section)
    if (!known) broken.push(`${doc ?? 'requirements'} §${section} is no section`)
  }
  for (const match of line.matchAll(/\b(?:ADR|docs\/adr\/)\s?(\d{4})\b/g)) {
    if (!adrs.has(match[1] as string)) broken.push(`ADR ${match[1]} does not exist`)
  }
  for (const { pattern, say } of OUTSIDE) if (pattern.test(line)) broken.push(say)
  return broken
}

const TEXT = /\.(ts|tsx|mts|cts|js|cjs|mjs|md|yaml|yml|json|html)$/
const SKIP =
  /(^|\/)(node_modules|dist|generated|\.tsbuild)\/|package-lock\.json$|^contracts\/pacts\/|^docs\/toolchain\.md$/

const run = () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && !SKIP.test(file) && file !== 'tools/checkReferences.ts')
  const problems: string[] = []
  for (const file of files) {
    let text: string
    try {
      text = readFileSync(join(root, file), 'utf8')
    } catch {
      continue
    }
    text.split('\n').forEach((line, index) => {
      for (const problem of brokenOn(line)) problems.push(`${file}:${index + 1}: ${problem}`)
    })
  }
  for (const problem of problems) console.error(problem)
  console.log(`references: ${files.length} files read, ${problems.length} broken`)
  if (problems.length > 0) process.exitCode = 1
}

if (process.argv[1] === import.meta.filename) run()
