import { describe, expect, it } from 'vitest'
import { filesToRunAgain, type JsonReport } from './importFailures'

const passed = { name: '/r/A.stories.tsx', status: 'passed', message: '', assertionResults: [{}, {}] }
const unloaded = {
  name: '/r/B.stories.tsx',
  status: 'failed',
  message: 'Failed to import test file /r/B.stories.tsx',
  assertionResults: [],
}
const report = (...testResults: JsonReport['testResults']): JsonReport => ({ testResults })

describe('filesToRunAgain', () => {
  it('names the files the browser could not load when nothing else failed', () => {
    expect(filesToRunAgain(report(passed, unloaded))).toEqual(['/r/B.stories.tsx'])
  })

  it('names none when a test failed as well: that run failed on its merits', () => {
    const failedTest = { ...passed, name: '/r/C.stories.tsx', status: 'failed', message: '' }
    expect(filesToRunAgain(report(unloaded, failedTest))).toEqual([])
  })

  it('names none when a file failed for another reason before any test ran', () => {
    const broken = { ...unloaded, name: '/r/D.stories.tsx', message: 'Error: beforeAll failed' }
    expect(filesToRunAgain(report(unloaded, broken))).toEqual([])
  })

  it('names none when everything passed', () => {
    expect(filesToRunAgain(report(passed))).toEqual([])
  })
})
