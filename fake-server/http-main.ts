/**
 * `npm run fake-api`: the fake server over HTTP on this machine (see core/http/server.ts). Its
 * options are `fakeApiHelp`'s (`npm run fake-api -- --help`), read by node:util's parseArgs.
 * Prints the address and the demo parent's login; stops on Ctrl+C, writing the state file.
 */
import { parseArgs } from 'node:util'
import { seeded } from './core/random'
import { demoCredentials } from './demo/seed/seed'
import { type HttpOptions, type RunningFakeApi, defaultFakeApiPort, serveOverHttp } from './core/http/server'
import { type FakeServerOptions, createFakeServer } from './server'

export interface FakeApiOptions extends Omit<FakeServerOptions, 'storage' | 'resourceOrigin'>, HttpOptions {
  /** Every PairQL answer waits this long (fault injection's latency, set from the start). */
  readonly latencyMs?: number
}

/** The fake server with the demo family over HTTP: real clock, ids and randomness unless given. */
export const startFakeApi = (options: FakeApiOptions = {}): Promise<RunningFakeApi> =>
  serveOverHttp(options, (at) => {
    const fake = createFakeServer({
      clock: () => new Date(),
      ids: () => globalThis.crypto.randomUUID(),
      random: Math.random,
      ...options,
      ...at,
    })
    if (options.latencyMs) fake.control.setFaults({ latencyMs: options.latencyMs })
    return fake
  })

export const fakeApiHelp = [
  'Usage: npm run fake-api [-- options]',
  '',
  "The demo's fake server over HTTP (PairQL at /pairql/dashboard/{operation}), with CORS for any origin.",
  '',
  'Options:',
  '  --port N              the port (also FAKE_API_PORT); default 8787; 0 picks a free one',
  '  --host H              the address to listen on (also FAKE_API_HOST); default 127.0.0.1',
  '  --state FILE          keep the state in this JSON file between runs (also FAKE_API_STATE);',
  '                        otherwise it lasts as long as the process',
  '  --seed N              ids and random choices from a seeded generator (repeatable runs)',
  '  --dashboard-url URL   where links in messages point when a request has no X-DashboardUrl',
  '  --quiet-family        the simulated family does nothing on its own (no requests, no',
  '                        security events, no Mac going offline)',
  '  --family F            which family a fresh start seeds: normal (default) or large (30',
  '                        children, 3,000 keys, …); a state file keeps its own unless F is given',
  '  --latency MS          every PairQL answer is held back MS milliseconds (a server far away);',
  '                        default 0',
  '  -h, --help            this help',
].join('\n')

/** The command line's options, as `fakeApiHelp` lists them. */
const cliOptions = {
  port: { type: 'string' },
  host: { type: 'string' },
  state: { type: 'string' },
  seed: { type: 'string' },
  'dashboard-url': { type: 'string' },
  'quiet-family': { type: 'boolean' },
  family: { type: 'string' },
  latency: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export interface CliSettings {
  readonly options: FakeApiOptions
  readonly errors: readonly string[]
  /** `--help`: print `fakeApiHelp` instead of starting. */
  readonly help: boolean
}

const numberPattern = /^\d+$/

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number]

/** What is wrong with one of parseArgs's tokens, if anything (it parses leniently, so that all are told at once). */
function tokenError(token: Token): string[] {
  if (token.kind === 'positional') return [`unexpected argument '${token.value}'`]
  if (token.kind !== 'option') return []
  const option = (cliOptions as Record<string, { readonly type: 'string' | 'boolean' }>)[token.name]
  if (!option) return [`unknown option '${token.rawName}'`]
  // `--seed --quiet-family`: parseArgs takes the next option as the value; the value was forgotten.
  const missing = token.value === undefined || token.value === '' || (!token.inlineValue && token.value.startsWith('-'))
  if (option.type === 'string' && missing) return [`${token.rawName} needs a value`]
  if (option.type === 'boolean' && token.value !== undefined) return [`${token.rawName} takes no value`]
  return []
}

/** Reads the command line and environment; unknown or bad arguments are listed in `errors`. */
export function parseFakeApiArgs(args: readonly string[], env: Readonly<Record<string, string | undefined>>): CliSettings {
  const parsed = parseArgs({ args: [...args], options: cliOptions, strict: false, allowPositionals: true, tokens: true })
  const errors: string[] = []
  /** Options whose value is missing: not checked again. */
  const flawed = new Set<string>()
  for (const token of parsed.tokens) {
    const error = tokenError(token)
    errors.push(...error)
    if (error.length > 0 && token.kind === 'option') flawed.add(token.name)
  }
  const text = (name: keyof typeof cliOptions): string | undefined => {
    const value = parsed.values[name]
    return typeof value === 'string' && value !== '' && !flawed.has(name) ? value : undefined
  }
  const port = text('port') ?? env.FAKE_API_PORT
  if (port !== undefined && (!numberPattern.test(port) || Number(port) > 65535)) errors.push(`'${port}' is not a port number`)
  const seed = text('seed')
  if (seed !== undefined && !numberPattern.test(seed)) errors.push(`--seed needs a whole number, not '${seed}'`)
  const host = text('host') ?? env.FAKE_API_HOST
  const stateFile = text('state') ?? env.FAKE_API_STATE
  const dashboardUrl = text('dashboard-url')
  const family = text('family')
  if (family !== undefined && family !== 'normal' && family !== 'large') errors.push(`--family is normal or large, not '${family}'`)
  const latency = text('latency')
  if (latency !== undefined && !numberPattern.test(latency)) errors.push(`--latency needs a whole number of milliseconds, not '${latency}'`)
  const options: FakeApiOptions = {
    port: port === undefined ? defaultFakeApiPort : Number(port),
    ...(host ? { host } : {}),
    ...(stateFile ? { stateFile } : {}),
    ...(dashboardUrl ? { dashboardUrl } : {}),
    ...(seed !== undefined ? seeded(Number(seed)) : {}),
    ...(parsed.values['quiet-family'] === true ? { simulateRequests: false } : {}),
    ...(family === 'normal' || family === 'large' ? { family } : {}),
    ...(latency !== undefined ? { latencyMs: Number(latency) } : {}),
  }
  return { options, errors, help: parsed.values.help === true && errors.length === 0 }
}

export async function runFakeApiCli(args: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const { options, errors, help } = parseFakeApiArgs(args, env)
  if (help) {
    console.log(fakeApiHelp)
    return
  }
  if (errors.length > 0) {
    console.error(`npm run fake-api: ${errors.join('; ')}. See npm run fake-api -- --help.`)
    process.exitCode = 2
    return
  }
  let api: Awaited<ReturnType<typeof startFakeApi>>
  try {
    api = await startFakeApi(options)
  } catch (error) {
    const code = (error as { code?: string }).code
    console.error(
      code === 'EADDRINUSE'
        ? `npm run fake-api: port ${options.port} is already in use. Choose another with --port or FAKE_API_PORT.`
        : `npm run fake-api: could not start (${error instanceof Error ? error.message : String(error)}).`,
    )
    process.exitCode = 1
    return
  }
  // A state file keeps the family it was saved with; a family asked for by name replaces it.
  if (options.family && api.fake.control.family?.() !== options.family) await api.fake.control.reset(options.family)
  console.log(
    [
      '',
      `  Gatehouse fake API is running (the ${options.family === 'large' ? 'large ' : ''}demo family, over HTTP).`,
      `  PairQL:    ${api.url}/pairql/dashboard/{operation}`,
      `  E-mail:    ${demoCredentials.email}`,
      `  Password:  ${demoCredentials.password}`,
      `  State:     ${options.stateFile ?? 'in memory (add --state FILE to keep it)'}`,
      ...(options.latencyMs ? [`  Latency:   every answer after ${options.latencyMs} ms`] : []),
      `  Dashboard: VITE_API_URL=${api.url} npm start`,
      '  Stop with Ctrl+C.',
      '',
    ].join('\n'),
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void api.close().then(() => process.exit(0))
    })
  }
}
