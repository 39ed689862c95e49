/**
 * `npm run fake-api`: the fake server over HTTP on this machine (see core/http/server.ts). Options:
 *
 *   --port N         (or FAKE_API_PORT) default 8787; 0 picks a free port
 *   --host H         (or FAKE_API_HOST) default 127.0.0.1
 *   --state FILE     (or FAKE_API_STATE) keep the state in this JSON file between runs
 *   --seed N         ids and random choices from a seeded generator (repeatable runs)
 *   --dashboard-url  where links in messages point when a request has no X-DashboardUrl
 *   --quiet-family   the simulated family does nothing on its own (requests, security events, Macs offline)
 *   --family F       which family a fresh start seeds: normal (default) or large (30 children, 3,000 keys, …)
 *   --latency MS     every PairQL answer is held back MS milliseconds (a server far away); default 0
 *
 * Prints the address and the demo parent's login; stops on Ctrl+C, writing the state file.
 */
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

export interface CliSettings {
  readonly options: FakeApiOptions
  readonly errors: readonly string[]
}

const numberPattern = /^\d+$/

/** Reads the command line and environment; unknown or bad arguments are listed in `errors`. */
export function parseFakeApiArgs(args: readonly string[], env: Readonly<Record<string, string | undefined>>): CliSettings {
  const errors: string[] = []
  const values = new Map<string, string>()
  const flags = new Set<string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    if (name === '--quiet-family') flags.add(name)
    else if (['--port', '--host', '--state', '--seed', '--dashboard-url', '--family', '--latency'].includes(name)) {
      const value = inline ?? args[++i]
      if (value === undefined || value === '') errors.push(`${name} needs a value`)
      else values.set(name, value)
    } else errors.push(`unknown argument '${arg}'`)
  }
  const port = values.get('--port') ?? env.FAKE_API_PORT
  if (port !== undefined && (!numberPattern.test(port) || Number(port) > 65535)) errors.push(`'${port}' is not a port number`)
  const seed = values.get('--seed')
  if (seed !== undefined && !numberPattern.test(seed)) errors.push(`--seed needs a whole number, not '${seed}'`)
  const host = values.get('--host') ?? env.FAKE_API_HOST
  const stateFile = values.get('--state') ?? env.FAKE_API_STATE
  const dashboardUrl = values.get('--dashboard-url')
  const family = values.get('--family')
  if (family !== undefined && family !== 'normal' && family !== 'large') errors.push(`--family is normal or large, not '${family}'`)
  const latency = values.get('--latency')
  if (latency !== undefined && !numberPattern.test(latency)) errors.push(`--latency needs a whole number of milliseconds, not '${latency}'`)
  const options: FakeApiOptions = {
    port: port === undefined ? defaultFakeApiPort : Number(port),
    ...(host ? { host } : {}),
    ...(stateFile ? { stateFile } : {}),
    ...(dashboardUrl ? { dashboardUrl } : {}),
    ...(seed !== undefined ? seeded(Number(seed)) : {}),
    ...(flags.has('--quiet-family') ? { simulateRequests: false } : {}),
    ...(family === 'normal' || family === 'large' ? { family } : {}),
    ...(latency !== undefined ? { latencyMs: Number(latency) } : {}),
  }
  return { options, errors }
}

export async function runFakeApiCli(args: readonly string[], env: Readonly<Record<string, string | undefined>>): Promise<void> {
  const { options, errors } = parseFakeApiArgs(args, env)
  if (errors.length > 0) {
    console.error(`npm run fake-api: ${errors.join('; ')}.`)
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
