/**
 * Counts the app's documents the run's pages loaded (each test's `page-loads` annotation, fixtures.ts)
 * and writes the sum to `e2e-page-loads.json` next to the JSON report (`PW_JSON_REPORT`, default
 * test-results/e2e-report.json): `{"pageLoads": N, "tests": N}`. A page load costs the browser
 * the app's whole start, so the count shows what the kept page saves, and a test that loads more
 * than it needs.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

export default class PageLoadsReporter implements Reporter {
  private loads = 0
  private tests = 0

  onTestEnd(_test: TestCase, result: TestResult): void {
    this.tests++
    for (const annotation of result.annotations) if (annotation.type === 'page-loads') this.loads += Number(annotation.description) || 0
  }

  onEnd(): void {
    const file = join(dirname(process.env.PW_JSON_REPORT ?? 'test-results/e2e-report.json'), 'e2e-page-loads.json')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify({ pageLoads: this.loads, tests: this.tests })}\n`)
    console.log(`\n${this.loads} page loads in ${this.tests} tests (${file})`)
  }

  printsToStdio(): boolean {
    return true
  }
}
