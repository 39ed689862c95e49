// Mutation testing of domain/ (npm run test:mutation; not part of npm test): runs Stryker with
// stryker.config.mjs, then prints the mutation score against the budget and exits non-zero below
// it. Arguments narrow what is mutated (files or globs, e.g. `domain/schedule.ts`); results of
// files not mutated this time are kept in the incremental file, so runs can be done in parts.
// MUTATION_BUDGET overrides the budget (percent, default 85).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root, runNode } from './lib.mjs'

const budget = Number(process.env.MUTATION_BUDGET ?? 85)
const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js')
const incrementalFile = join(root, 'reports/stryker-incremental.json')
const reportFile = join(root, 'reports/mutation/mutation.json')
const targets = process.argv.slice(2).map((arg) => (existsSync(arg) ? relative(root, join(process.cwd(), arg)) : arg))

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

/** Killed or timed-out mutants over every mutant that could be tested (Stryker's score). */
function score(files) {
  const tally = { detected: 0, survived: 0, noCoverage: 0, total: 0 }
  for (const file of Object.values(files)) {
    for (const mutant of file.mutants) {
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') tally.detected++
      else if (mutant.status === 'Survived') tally.survived++
      else if (mutant.status === 'NoCoverage') tally.noCoverage++
      else continue
      tally.total++
    }
  }
  return { ...tally, percent: tally.total === 0 ? 100 : (100 * tally.detected) / tally.total }
}

const before = readJson(incrementalFile)
const started = Date.now()
const args = ['run', 'stryker.config.mjs', ...(targets.length ? ['--mutate', targets.join(',')] : [])]
const code = await runNode(stryker, args)
const minutes = (Date.now() - started) / 60_000
if (code !== 0) {
  console.error(`\nmutation: Stryker failed (exit ${code}).`)
  process.exit(code)
}

const after = readJson(incrementalFile)
if (targets.length && before && after) {
  // A narrowed run writes only its own files: keep the earlier results of the others, unless
  // the file is gone.
  for (const [path, file] of Object.entries(before.files)) {
    if (!(path in after.files) && existsSync(join(root, path))) after.files[path] = file
  }
  for (const [path, file] of Object.entries(before.testFiles ?? {})) {
    after.testFiles ??= {}
    if (!(path in after.testFiles) && existsSync(join(root, path))) after.testFiles[path] = file
  }
  writeFileSync(incrementalFile, JSON.stringify(after))
}

const ran = score(readJson(reportFile)?.files ?? {})
const lines = [
  `\nMutation score of what ran: ${ran.percent.toFixed(2)} % (${ran.detected} of ${ran.total} mutants killed; ${ran.survived} survived, ${ran.noCoverage} not covered) in ${minutes.toFixed(1)} min.`,
]
if (after) {
  const all = score(after.files)
  const count = Object.keys(after.files).length
  lines.push(`All results kept (${count} files): ${all.percent.toFixed(2)} % (${all.detected} of ${all.total}).`)
}
lines.push(`Budget: ${budget} %. Report: reports/mutation/mutation.html`)
console.log(lines.join('\n'))
if (ran.percent < budget) {
  console.error(`mutation: the score ${ran.percent.toFixed(2)} % is below the budget of ${budget} %.`)
  process.exit(1)
}
