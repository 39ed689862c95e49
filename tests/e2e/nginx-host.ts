/**
 * nginx serving a production build through the repository's configuration
 * (deploy/nginx/gatehouse.conf), as a host runs it: the test's own nginx process, on a free
 * loopback port, in the foreground, with its files in a temporary folder; never a system service.
 * Only the three lines the configuration says are the machine's own (listen, root, the headers
 * file) are changed; everything else is served as committed.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { freePort, root } from '../../scripts/lib.mjs'

export const siteConfig = join(root, 'deploy/nginx/gatehouse.conf')

/** The nginx program: NGINX_PATH, else nginx on the PATH or in /usr/sbin (as .ci/run looks), else null. */
export function findNginx(): string | null {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null
  const places = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin']
  return places.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path)) ?? null
}

/** What `nginx -V` says: its version, build options and paths. */
function buildOf(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  return `${version.stdout}${version.stderr}`
}

/** nginx's own mime.types, next to its default configuration file (`nginx -V` names it). */
function mimeTypesOf(nginx: string): string {
  const confPath = /--conf-path=(\S+)/.exec(buildOf(nginx))?.[1]
  const file = join(confPath ? dirname(confPath) : '/etc/nginx', 'mime.types')
  if (!existsSync(file)) throw new Error(`nginx's mime.types is not at ${file}`)
  return file
}

/**
 * The `load_module` line the configuration's `brotli_static` needs: none when nginx was built
 * with the module, else its dynamic module from nginx's modules folder (as Debian's package
 * libnginx-mod-http-brotli-static installs it).
 */
function brotliModuleOf(nginx: string): string[] {
  const build = buildOf(nginx)
  if (/--add-module=\S*brotli/.test(build)) return []
  const folder = /--modules-path=(\S+)/.exec(build)?.[1] ?? '/usr/lib/nginx/modules'
  const module = join(folder, 'ngx_http_brotli_static_module.so')
  if (!existsSync(module)) {
    throw new Error(`nginx has no brotli_static module (${module} is missing): install libnginx-mod-http-brotli-static (.ci/run does)`)
  }
  return [`load_module ${quoted(module)};`]
}

/** Replaces the one line `line` of the configuration, which must be there exactly once. */
function replaceLine(config: string, line: string, by: string): string {
  const count = config.split('\n').filter((l) => l.trim() === line).length
  if (count !== 1) throw new Error(`${siteConfig} must have the line "${line}" exactly once (found ${count})`)
  return config.replace(line, by)
}

const quoted = (path: string) => `"${path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

/** The site configuration for this machine, and a main configuration around it. */
function writeConfig(folder: string, nginx: string, port: number, dist: string, headersFile: string): string {
  let site = readFileSync(siteConfig, 'utf8')
  site = replaceLine(site, 'listen 8080;', `listen 127.0.0.1:${port};`)
  site = replaceLine(site, 'root /usr/share/nginx/html;', `root ${quoted(dist)};`)
  site = replaceLine(site, 'include /etc/nginx/gatehouse/headers.conf;', `include ${quoted(headersFile)};`)
  writeFileSync(join(folder, 'gatehouse.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${quoted(join(folder, name))};`
  const main = [
    ...brotliModuleOf(nginx),
    'daemon off;',
    // One process, which keeps the test's own user (a master started as root would hand the
    // work to `nobody`, who cannot read the test's private temporary folders).
    'master_process off;',
    `pid ${quoted(join(folder, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${quoted(mimeTypesOf(nginx))};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${quoted(join(folder, 'gatehouse.conf'))};`,
    '}',
  ].join('\n')
  const file = join(folder, 'nginx.conf')
  writeFileSync(file, `${main}\n`)
  return file
}

export interface NginxHost {
  /** http://127.0.0.1:port */
  readonly origin: string
  close(): Promise<void>
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    // QUIT: nginx's graceful stop.
    child.kill('SIGQUIT')
  })
}

/** Starts nginx on `dist` with `headersFile`; resolves once it answers on its port. */
export async function serveWithNginx(nginx: string, dist: string, headersFile: string, firstPort = 4300): Promise<NginxHost> {
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-nginx-'))
  let port = firstPort
  // A port free when chosen may be taken before nginx binds it (another worker): try the next.
  for (let attempt = 0; attempt < 5; attempt++) {
    port = await freePort(port)
    const config = writeConfig(folder, nginx, port, dist, headersFile)
    const test = spawnSync(nginx, ['-t', '-q', '-p', folder, '-e', 'stderr', '-c', config], { encoding: 'utf8' })
    if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`)
    const child = spawn(nginx, ['-p', folder, '-e', 'stderr', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    let up = false
    while (!up && child.exitCode === null && child.signalCode === null) {
      up = await Promise.race([listening(port), exited.then(() => false)])
      // Not yet bound: ask again shortly (the verdict waits for the state, not for a duration).
      if (!up) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    if (up) {
      return {
        origin: `http://127.0.0.1:${port}`,
        close: async () => {
          await stop(child)
          rmSync(folder, { recursive: true, force: true })
        },
      }
    }
    if (!/Address already in use/.test(output)) {
      rmSync(folder, { recursive: true, force: true })
      throw new Error(`nginx stopped:\n${output}`)
    }
    port += 1
  }
  rmSync(folder, { recursive: true, force: true })
  throw new Error('nginx found no free port')
}
