// npm test: typecheck, lint (eslint), the format check (prettier), unused code (knip) and unit
// tests (vitest), and the end-to-end tests (scripts/e2e.mjs), all side by side; the checks at a
// lower priority. The typecheck and lint run in one process, on one TypeScript program
// (scripts/typecheck-and-lint.mjs). A failing check stops the end-to-end tests at once. The run
// ends with its wall time (and each part's), the CPU time of everything it started
// (scripts/cpu-clock.mjs), the end-to-end tests' page loads, and last the count over unit and
// end-to-end tests: "N passed, N failed" (plus ", N skipped" when any).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { constants, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCpuClock } from './cpu-clock.mjs'
import { gcFlags, reportCount, root, tools } from './lib.mjs'

// First, before anything starts: what it starts is counted.
const cpu = startCpuClock()
process.on('exit', () => cpu.stop())

const reports = mkdtempSync(join(tmpdir(), 'gatehouse-test-'))
const vitestReport = join(reports, 'vitest.json')
const e2eReport = join(reports, 'e2e.json')
const counts = { passed: 0, failed: 0, skipped: 0 }
const started = Date.now()
/** Seconds each part took, printed at the end. */
const timings = []
/** The end-to-end tests' page loads, from their report. */
let pageLoads

function readJson(file) {
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function countVitest() {
  const report = readJson(vitestReport)
  if (!report) return false
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  return true
}

function countPlaywright() {
  const report = readJson(e2eReport)
  // The page loads are counted beside the report (scripts/e2e.mjs), or in it.
  pageLoads = reportCount(readJson(join(reports, 'e2e-page-loads.json')), 'pageLoads') ?? reportCount(report, 'pageLoads')
  const stats = report?.stats
  if (!stats) return false
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  counts.failed += stats.unexpected ?? 0
  counts.skipped += stats.skipped ?? 0
  return true
}

function finish(code, note) {
  rmSync(reports, { recursive: true, force: true })
  const seconds = Math.round((Date.now() - started) / 1000)
  const used = cpu.read()
  console.log('')
  if (note) console.log(note)
  console.log(`wall time: ${seconds} s (${timings.join(', ')})`)
  console.log(`CPU time: ${used.seconds === undefined ? 'n/a' : `${Math.round(used.seconds)} CPU-s`} (${used.source})`)
  console.log(`page loads: ${pageLoads ?? 'n/a'}`)
  console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`)
  process.exit(code)
}

/** Where `nice` is, to run the checks at a lower priority (none on Windows: they run as they are). */
const nice = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path))

/**
 * Runs a Node script niced, with its output held back. The end-to-end tests keep the cores
 * whenever their browsers need them; the checks take the time the browsers spend waiting (for
 * timers, animations, the next step of a test). `onMessage` gets what the script sends over IPC.
 * Resolves with its exit code and output.
 */
function runNiced(script, args, onMessage, nodeFlags = []) {
  const command = nice ? [nice, '-n', '10', process.execPath] : [process.execPath]
  const child = spawn(command[0], [...command.slice(1), ...nodeFlags, script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', ...(onMessage ? ['ipc'] : [])],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  if (onMessage) child.on('message', onMessage)
  return new Promise((resolve) => {
    const done = (code) => resolve({ code, output })
    child.once('error', () => done(1))
    // 'close', not 'exit': by then its output and messages have all come in.
    child.once('close', (exitCode, signal) => done(signal ? 1 : (exitCode ?? 1)))
  })
}

/** A check run by a tool's Node script with `args`: resolves with the check's result. */
async function tool(name, script, args) {
  const begun = Date.now()
  const { code, output } = await runNiced(script, args)
  return { name, code, output, seconds: Math.round((Date.now() - begun) / 1000) }
}

/** The unit tests: resolves with the check's result. */
const unitTests = () => tool('unit tests', tools.vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`])

/**
 * The typecheck and lint, in one process that reports each as it ends: two promises of a check's
 * result. Should the process end without a report (it crashed), the missing ones fail with its output.
 */
function typecheckAndLint() {
  const begun = Date.now()
  const settle = {}
  const results = Object.fromEntries(['typecheck', 'lint'].map((name) => [name, new Promise((resolve) => (settle[name] = resolve))]))
  const onMessage = (message) => {
    const { name, code, output, seconds } = message ?? {}
    settle[name]?.({ name, code, output: output ?? '', seconds })
  }
  void runNiced(join(root, 'scripts/typecheck-and-lint.mjs'), [], onMessage, gcFlags).then(({ code, output }) => {
    for (const name of ['typecheck', 'lint']) {
      settle[name]({ name, code: code || 1, output: output || `${name} reported nothing.`, seconds: Math.round((Date.now() - begun) / 1000) })
    }
  })
  return [results.typecheck, results.lint]
}

const printCheck = ({ name, code, output, seconds }) => {
  console.log(`-- ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`)
  if (output.trim()) console.log(output.trimEnd())
}

/**
 * The end-to-end tests in their own process group, so that a failing check can stop all of them
 * at once, as Ctrl-C would: Playwright then closes its browsers and preview servers itself.
 */
function runEndToEnd() {
  const child = spawn(process.execPath, [join(root, 'scripts/e2e.mjs')], {
    cwd: root,
    stdio: 'inherit',
    detached: process.platform !== 'win32',
    env: { ...process.env, PW_JSON_REPORT: e2eReport },
  })
  const stop = () => {
    try {
      if (process.platform === 'win32') child.kill()
      else process.kill(-child.pid, 'SIGINT')
    } catch {
      /* already gone */
    }
  }
  // A detached group does not get the terminal's Ctrl-C: pass it on.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop()
      process.exit(128 + (constants.signals[signal] ?? 2))
    })
  }
  const exited = new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
  return { exited, stop }
}

console.log('== typecheck (tsc) and lint (eslint) in one process, and unit tests (vitest), niced, beside the end-to-end tests (playwright) ==')
const e2e = runEndToEnd()
const checks = [
  ...typecheckAndLint(),
  // Files unchanged since the last check (by content, with the same Prettier and options) are not
  // formatted again: about 20 CPU-s on a clean checkout, 3 once the cache holds the tree.
  tool('format', tools.prettier, ['--check', '.', '--cache', '--cache-strategy', 'content']),
  // Unused files, exports and dependencies (knip.json).
  tool('knip', tools.knip, ['--no-progress']),
  unitTests(),
]
const failedCheck = { typecheck: 'the typecheck', lint: 'lint', format: 'the format check', knip: 'knip (unused code)', 'unit tests': 'unit tests' }
/** Passing checks are printed after the end-to-end tests, whose progress they would interrupt. */
const passed = []
const stopped = { note: '' }
const checksDone = Promise.all(
  checks.map(async (check) => {
    const result = await check
    timings.push(`${result.name} ${result.seconds} s`)
    if (result.code === 0) {
      console.log(`-- ${result.name}: passed in ${result.seconds} s (its output follows the end-to-end tests)`)
      passed.push(result)
      return result
    }
    if (!stopped.note) {
      stopped.note = `Stopped: ${failedCheck[result.name]} failed, so the end-to-end tests were stopped.`
      e2e.stop()
    }
    printCheck(result)
    return result
  }),
)
const e2eStarted = Date.now()
const e2eCode = await e2e.exited
const e2eSeconds = Math.round((Date.now() - e2eStarted) / 1000)
const results = await checksDone
for (const result of passed) printCheck(result)
timings.push(`e2e ${e2eSeconds} s`)
const unitCounted = countVitest()
const e2eCounted = countPlaywright()
if (stopped.note) finish(1, stopped.note)
if (!results.every((r) => r.code === 0)) finish(1, 'Stopped: a check failed.')
if (!unitCounted) finish(1, 'vitest wrote no report to count.')
if (e2eCode !== 0) finish(e2eCode, 'End-to-end tests failed.')
if (!e2eCounted) finish(1, 'Playwright wrote no report to count.')
finish(0)
