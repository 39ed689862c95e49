// The tail every benchmark shares: measure, close what the measuring opened, print the figures
// against their budgets, and exit non-zero when one is over or the measuring failed.
import { cleanup, report } from './builds.mjs'

/**
 * Runs `measure({ record, atEnd })` and exits the process: 0 when every figure recorded is within
 * its budget, 1 when one is not, none was recorded, or measuring threw.
 * - `record(...rows)` adds figure rows (`{ name, figure, budget, ok }`), as they come in: a
 *   failure later still prints the ones recorded before it.
 * - `atEnd(close)` registers what to close whatever happens (a browser, a server); they run last
 *   registered first, then the builds made for the bench are removed.
 * `measure` may resolve with the table's title (default: `name`).
 */
export async function runBench(name, measure) {
  const rows = []
  const closers = []
  let title = name
  let failed = false
  try {
    title = (await measure({ record: (...more) => void rows.push(...more), atEnd: (close) => void closers.push(close) })) ?? name
  } catch (error) {
    console.error(`${name}: the bench failed:`, error)
    failed = true
  } finally {
    for (const close of closers.reverse()) {
      try {
        await close()
      } catch (error) {
        console.error(`${name}: closing failed:`, error)
      }
    }
    cleanup()
  }
  const ok = rows.length > 0 && report(title, rows) && !failed
  console.log(ok ? `${name}: within budget` : `${name}: OVER BUDGET or failed`)
  process.exit(ok ? 0 : 1)
}
