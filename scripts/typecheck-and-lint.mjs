// npm run check: the typecheck (as `tsc --noEmit -p tsconfig.json`) and lint (as
// `eslint . --max-warnings 0`) in one process, on one TypeScript program. The type-aware lint
// rules ask the checker about types the typecheck has already worked out, so the two cost about
// a third less CPU than run apart; `npm test` runs them so. The typecheck reports first.
//
// Run by `npm test` with an IPC channel, it sends each check's result as it ends:
// { name: 'typecheck' | 'lint', code, output, seconds }. Alone, it prints them; the exit code is
// 0 when both passed. An argument names another project folder (its tsconfig.json and ESLint
// configuration) instead of this one. Run with `gcFlags` (lib.mjs): TypeScript makes many
// short-lived objects, and fewer, single-threaded collections of them cost a tenth less CPU.
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { root as repository } from './lib.mjs'

const root = process.argv[2] ? resolve(process.argv[2]) : repository

/** A check's result: its name, exit code (0: passed), what it printed, and how long it took. */
const result = (name, started, code, output) => ({ name, code, output, seconds: Math.round((performance.now() - started) / 1000) })

/** tsconfig.json's program, as tsc makes it. */
function projectProgram() {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostics([diagnostic], formatHost))
    },
  }
  const config = ts.getParsedCommandLineOfConfigFile(resolve(root, 'tsconfig.json'), undefined, host)
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    // ESLint's TypeScript parser walks the syntax trees up as well as down.
    host: ts.createCompilerHost(config.options, true),
  })
}

const formatHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
}

/** What `tsc --noEmit` reports for `program`. */
function typecheck(program) {
  const started = performance.now()
  const diagnostics = ts.getPreEmitDiagnostics(program)
  if (diagnostics.length === 0) return result('typecheck', started, 0, '')
  const text = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost)
  const files = new Set(diagnostics.map((d) => d.file?.fileName).filter(Boolean))
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length
  const summary = `Found ${errors} error${errors === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}.`
  return result('typecheck', started, errors > 0 ? 1 : 0, `${text}\n${summary}`)
}

/** What `eslint . --max-warnings 0` reports, the type-aware rules on `program`. */
async function lint(program) {
  const started = performance.now()
  try {
    const eslint = new ESLint({
      cwd: root,
      // eslint.config.js's TypeScript files, on this program instead of one of their own.
      overrideConfig: {
        files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    })
    const results = await eslint.lintFiles(['.'])
    const errors = results.reduce((sum, r) => sum + r.errorCount + r.fatalErrorCount, 0)
    const warnings = results.reduce((sum, r) => sum + r.warningCount, 0)
    const formatter = await eslint.loadFormatter('stylish')
    let output = (await formatter.format(results)).trim()
    if (errors === 0 && warnings > 0) output += `\n\nESLint found too many warnings (maximum: 0).`
    return result('lint', started, errors > 0 || warnings > 0 ? 1 : 0, output)
  } catch (error) {
    return result('lint', started, 2, error instanceof Error ? (error.stack ?? error.message) : String(error))
  }
}

/** Sends the result to `npm test`, or prints it. */
function report(check) {
  if (process.send) return new Promise((resolve) => process.send(check, () => resolve()))
  console.log(`-- ${check.name}: ${check.code === 0 ? 'passed' : `failed (exit ${check.code})`} in ${check.seconds} s`)
  if (check.output) console.log(check.output)
}

const started = performance.now()
let program
try {
  program = projectProgram()
} catch (error) {
  await report(result('typecheck', started, 2, `tsconfig.json: ${error instanceof Error ? error.message : String(error)}`))
  await report(result('lint', started, 2, 'Not run: the TypeScript program could not be made.'))
  process.exit(1)
}
const checked = typecheck(program)
await report({ ...checked, seconds: Math.round((performance.now() - started) / 1000) })
const linted = await lint(program)
await report(linted)
process.exitCode = checked.code === 0 && linted.code === 0 ? 0 : 1
