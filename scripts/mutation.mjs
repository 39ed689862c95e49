// Mutation testing of domain/ (npm run test:mutation; not part of npm test): runs Stryker with
// stryker.config.mjs, then prints the mutation score of all of domain/ against the budget and exits
// non-zero below it. Arguments narrow what is mutated (files or globs, e.g. `domain/schedule/schedule.ts`);
// results of files not mutated this time are kept in the incremental file, so runs can be done in
// parts: the score then covers the files measured so far, and the files never measured are
// counted and named, so a partial run does not pass for a whole one.
// `--force` retests every mutant of the files mutated, not only those whose code or covering tests
// changed: a static mutant (code run at import) is covered by no test in particular, so the
// incremental file keeps its result until it is forced.
// MUTATION_BUDGET overrides the budget (percent, default 85). MUTATION_IGNORE_STATIC=1 skips static
// mutants (code run at import, which each rerun every test file importing it): a quick partial
// run; the skipped mutants are counted and named as not measured.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { root, runNode } from './lib.mjs'

const budget = Number(process.env.MUTATION_BUDGET ?? 85)
const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js')
const incrementalFile = join(root, 'reports/stryker-incremental.json')
const reportFile = join(root, 'reports/mutation/mutation.json')
/** `domain/{a,b}/x.ts` as `domain/a/x.ts` and `domain/b/x.ts`: Stryker reads --mutate as a comma-separated list. */
const expandBraces = (arg) => {
  const match = /\{([^{}]*)\}/.exec(arg)
  if (!match) return [arg]
  return match[1].split(',').flatMap((part) => expandBraces(arg.slice(0, match.index) + part + arg.slice(match.index + match[0].length)))
}
const force = process.argv.includes('--force')
const targets = process.argv
  .slice(2)
  .filter((arg) => arg !== '--force')
  .flatMap(expandBraces)
  .map((arg) => (existsSync(arg) ? relative(root, join(process.cwd(), arg)) : arg))

/** The files Stryker mutates when not narrowed: every .ts file under domain/, as root-relative paths. */
function domainFiles(dir = 'domain') {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return domainFiles(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

/** Killed or timed-out mutants over every mutant that could be tested (Stryker's score). */
function score(files) {
  const tally = { detected: 0, survived: 0, noCoverage: 0, ignored: 0, total: 0 }
  for (const file of Object.values(files)) {
    for (const mutant of file.mutants) {
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') tally.detected++
      else if (mutant.status === 'Survived') tally.survived++
      else if (mutant.status === 'NoCoverage') tally.noCoverage++
      else {
        if (mutant.status === 'Ignored') tally.ignored++
        continue
      }
      tally.total++
    }
  }
  return { ...tally, percent: tally.total === 0 ? 100 : (100 * tally.detected) / tally.total }
}

const before = readJson(incrementalFile)
const started = Date.now()
const ignoreStatic = process.env.MUTATION_IGNORE_STATIC === '1'
const args = [
  'run',
  'stryker.config.mjs',
  ...(targets.length ? ['--mutate', targets.join(',')] : []),
  ...(ignoreStatic ? ['--ignoreStatic'] : []),
  ...(force ? ['--force'] : []),
]
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
}
// The file is committed: Stryker records where the project lay (its root, and the stack traces of
// some mutants' failures); keep those paths relative to the project so it names no machine.
if (after) writeFileSync(incrementalFile, JSON.stringify(after).split(root).join('.'))

const ran = score(readJson(reportFile)?.files ?? {})
const pct = (value) => `${value.toFixed(2)} %`
const lines = [
  `\nStryker's report (this run and the results it reused): ${pct(ran.percent)} (${ran.detected} of ${ran.total} mutants killed; ${ran.survived} survived, ${ran.noCoverage} not covered) in ${minutes.toFixed(1)} min.`,
]
const domain = domainFiles()
const measured = domain.filter((path) => path in (after?.files ?? {}))
const missing = domain.filter((path) => !measured.includes(path))
const all = score(Object.fromEntries(measured.map((path) => [path, after.files[path]])))
lines.push(
  `domain/: ${pct(all.percent)} (${all.detected} of ${all.total} mutants killed; ${all.survived} survived, ${all.noCoverage} not covered) against a budget of ${budget} %.`,
  missing.length === 0
    ? `All ${domain.length} files of domain/ measured.`
    : `PARTIAL: ${missing.length} of ${domain.length} files of domain/ have no results, so the score covers only the other ${measured.length} (a file is left out when never mutated yet, or when it holds nothing Stryker mutates: re-exports, tables declared as const): ${missing.join(', ')}`,
  ...(all.ignored > 0
    ? [`PARTIAL: ${all.ignored} mutants were skipped (static mutants of a MUTATION_IGNORE_STATIC run), not counted in the score.`]
    : []),
  'Report of this run: reports/mutation/mutation.html; known equivalent mutants: docs/mutation-survivors.md',
)
console.log(lines.join('\n'))
if (all.percent < budget) {
  console.error(`mutation: the score of domain/, ${pct(all.percent)}, is below the budget of ${budget} %.`)
  process.exit(1)
}
