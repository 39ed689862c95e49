/**
 * Prints the slowest ten tests and the ten spec files whose tests took longest at the end of a
 * Playwright run (retries summed per test), so a test or a spec that grows slow is seen before
 * the suite does.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const shown = 10

const fileOf = (test: TestCase): string => test.location.file.split(/[\\/]/).at(-1) ?? ''
const seconds = (ms: number): string => (ms / 1000).toFixed(1).padStart(6)

export default class SlowestReporter implements Reporter {
  private readonly durations = new Map<TestCase, number>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration)
  }

  onEnd(): void {
    const slowest = [...this.durations].sort((a, b) => b[1] - a[1]).slice(0, shown)
    if (slowest.length === 0) return
    const lines = slowest.map(([test, ms]) => `  ${seconds(ms)} s  ${fileOf(test)}: ${test.titlePath().slice(3).join(' › ')}`)
    console.log(`\nSlowest ${slowest.length} tests:\n${lines.join('\n')}`)
    const files = new Map<string, { ms: number; tests: number }>()
    for (const [test, ms] of this.durations) {
      const file = files.get(fileOf(test)) ?? { ms: 0, tests: 0 }
      files.set(fileOf(test), { ms: file.ms + ms, tests: file.tests + 1 })
    }
    const slowestFiles = [...files].sort((a, b) => b[1].ms - a[1].ms).slice(0, shown)
    const fileLines = slowestFiles.map(([file, { ms, tests }]) => `  ${seconds(ms)} s  ${String(tests).padStart(3)} tests  ${file}`)
    console.log(`\nSlowest ${slowestFiles.length} spec files (their tests' time summed):\n${fileLines.join('\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
