// npm test: typecheck, lint (eslint) and unit tests (vitest) side by side, then end-to-end tests (scripts/e2e.mjs).
// Stops at the first failing stage. The last line is the count over unit and end-to-end tests:
// "N passed, N failed" (plus ", N skipped" when any).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, runNode, tools } from './lib.mjs'

const reports = mkdtempSync(join(tmpdir(), 'gatehouse-test-'))
const vitestReport = join(reports, 'vitest.json')
const e2eReport = join(reports, 'e2e.json')
const counts = { passed: 0, failed: 0, skipped: 0 }
const started = Date.now()
/** Seconds each stage took, printed at the end. */
const timings = []
let stageName = ''
let stageStarted = 0

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
  const stats = readJson(e2eReport)?.stats
  if (!stats) return false
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  counts.failed += stats.unexpected ?? 0
  counts.skipped += stats.skipped ?? 0
  return true
}

function endStage() {
  if (stageName) timings.push(`${stageName} ${Math.round((Date.now() - stageStarted) / 1000)} s`)
  stageName = ''
}

function finish(code, note) {
  endStage()
  rmSync(reports, { recursive: true, force: true })
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log('')
  if (note) console.log(note)
  console.log(`(${seconds} s: ${timings.join(', ')})`)
  const line = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
  console.log(line)
  process.exit(code)
}

/** Runs a Node tool with its output held back, then prints it under its name; resolves with the exit code. */
async function runCollected(name, script, args) {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)))
  })
  const took = Math.round((Date.now() - stageStarted) / 1000)
  console.log(`-- ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${took} s`)
  if (output.trim()) console.log(output.trimEnd())
  return code
}

const stage = (name, label) => {
  endStage()
  stageName = name
  stageStarted = Date.now()
  console.log(`\n== ${label} ==`)
}

// The typecheck and lint each keep one core busy, the unit tests both for a shorter while: they
// run side by side, which fills both cores, each one's output held back and printed whole when
// it ends, so they never interleave. A failure among them stops the run before the end-to-end tests.
stage('checks', 'typecheck (tsc --noEmit), lint (eslint) and unit tests (vitest), side by side')
const [typecheck, lint, unit] = await Promise.all([
  runCollected('typecheck', tools.tsc, ['--noEmit', '-p', 'tsconfig.json']),
  runCollected('lint', tools.eslint, ['.', '--max-warnings', '0']),
  runCollected('unit tests', tools.vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]),
])
const unitCounted = countVitest()
if (typecheck !== 0) finish(typecheck, 'Stopped: the typecheck failed (no end-to-end tests ran).')
if (lint !== 0) finish(lint, 'Stopped: lint failed (no end-to-end tests ran).')
if (unit !== 0) finish(unit, 'Stopped: unit tests failed.')
if (!unitCounted) finish(1, 'Stopped: vitest wrote no report to count.')

stage('e2e', 'end-to-end tests (playwright)')
const e2e = await runNode(join(root, 'scripts/e2e.mjs'), [], { env: { PW_JSON_REPORT: e2eReport } })
const e2eCounted = countPlaywright()
if (e2e !== 0) finish(e2e, 'Stopped: end-to-end tests failed.')
if (!e2eCounted) finish(1, 'Stopped: Playwright wrote no report to count.')

finish(0)
