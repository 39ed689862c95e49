/**
 * The production build the hosting spec serves, and the fake API over HTTP its signed-in page
 * talks to. scripts/e2e.mjs makes one build for the real-API spec (PW_REAL_API_DIST, talking to
 * http://127.0.0.1:PW_REAL_API_PORT), which this reuses; without it (the spec run alone through
 * Playwright) one is built here per worker.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, root, tools } from '../../scripts/lib.mjs'

export interface ProductionBuild {
  readonly dist: string
  /** The API's address the build was made for. */
  readonly apiUrl: string
}

/**
 * `own`: a build of this worker's own, talking to a port no other spec uses (a spec that keeps its
 * fake API up for the whole worker cannot share the real-API spec's port, which it starts per test).
 */
export async function productionBuild(workerIndex: number, options: { own?: boolean; name?: string } = {}): Promise<ProductionBuild> {
  let dist = options.own ? '' : (process.env.PW_REAL_API_DIST ?? '')
  let apiPort = Number(process.env.PW_REAL_API_PORT)
  if (!dist) {
    const offset = options.own ? 60 + 2 * workerIndex : 20
    apiPort = await freePort(Number(process.env.PW_PORT ?? 4173) + offset)
    // One folder per worker: workers building side by side would empty each other's folder.
    dist = join(root, 'test-results', `dist-${options.name ?? 'hosting'}-${workerIndex}`)
    const built = spawnSync(process.execPath, [tools.vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: `http://127.0.0.1:${apiPort}`, VITE_API_PROFILE: 'current' },
    })
    if (built.status !== 0) throw new Error('the production build failed')
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no production build in ${dist}`)
  if (!Number.isInteger(apiPort) || apiPort <= 0) throw new Error('PW_REAL_API_PORT must name the port the build talks to')
  return { dist, apiUrl: `http://127.0.0.1:${apiPort}` }
}

/** `npm run fake-api` on a free port (the demo family, holding still), resolved once it listens. */
export async function startFakeApi(firstPort: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort(firstPort)
  const child = spawn(process.execPath, [join(root, 'scripts/fake-api.mjs'), '--port', String(port), '--quiet-family', '--seed', '15'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('PairQL:')) resolve()
    }
    child.stdout?.on('data', listen)
    child.stderr?.on('data', listen)
    child.once('exit', (code) => reject(new Error(`npm run fake-api stopped (${code}):\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => stop(child) }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
