/**
 * Prints the slowest ten tests at the end of a Playwright run (retries summed per test), so a
 * test that grows slow is seen before the suite does.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const shown = 10

export default class SlowestReporter implements Reporter {
  private readonly durations = new Map<TestCase, number>()

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration)
  }

  onEnd(): void {
    const slowest = [...this.durations].sort((a, b) => b[1] - a[1]).slice(0, shown)
    if (slowest.length === 0) return
    const lines = slowest.map(([test, ms]) => {
      const file = test.location.file.split(/[\\/]/).at(-1) ?? ''
      return `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}: ${test.titlePath().slice(3).join(' › ')}`
    })
    console.log(`\nSlowest ${slowest.length} tests:\n${lines.join('\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
