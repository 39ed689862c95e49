/**
 * The container image (deploy/Dockerfile) as the README's "Host it" section uses it: built with
 * the production settings as build arguments, run, and answering as the hosting configuration
 * does (hosting.spec.ts checks that configuration in depth). Needs a container engine (docker or
 * podman) that answers; where there is none the test is skipped, saying so.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { root } from '../../scripts/lib.mjs'
import { expect, test } from './fixtures'

/** docker or podman, on the PATH and answering (`info`); else why not. */
function findEngine(): { engine: string } | { missing: string } {
  const reasons: string[] = []
  for (const name of ['docker', 'podman']) {
    const found = (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))
    if (!found) continue
    const info = spawnSync(name, ['info'], { encoding: 'utf8', timeout: 30_000 })
    if (info.status === 0) return { engine: name }
    reasons.push(`${name} does not answer (${(info.stderr || info.stdout || String(info.error ?? '')).trim().split('\n')[0]})`)
  }
  return { missing: reasons.length > 0 ? reasons.join('; ') : 'neither docker nor podman is installed' }
}

function run(engine: string, args: string[], timeout = 60_000): string {
  const result = spawnSync(engine, args, { cwd: root, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${engine} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`)
  return result.stdout.trim()
}

test('the container image builds with the production settings and serves the dashboard with its headers', async () => {
  const found = findEngine()
  if ('missing' in found) {
    // Said in the run's output too: the list of results shows a skipped test without its reason.
    const reason = `the container image was not built: ${found.missing}`
    console.log(`hosting-image: ${reason}`)
    test.skip(true, reason)
  }
  if (!('engine' in found)) return
  test.setTimeout(20 * 60_000)
  const { engine } = found
  const image = `gatehouse-hosting-test:${process.pid}`
  run(
    engine,
    [
      'build',
      '-f',
      'deploy/Dockerfile',
      '--build-arg',
      'VITE_API_URL=https://api.example.com',
      '--build-arg',
      'VITE_IMAGE_HOSTS=https://shots.example.com',
      '-t',
      image,
      '.',
    ],
    15 * 60_000,
  )
  let container = ''
  try {
    container = run(engine, ['run', '-d', '--rm', '-p', '127.0.0.1::8080', image])
    const address = run(engine, ['port', container, '8080/tcp']).split('\n')[0] ?? ''
    const origin = `http://${address.replace('0.0.0.0', '127.0.0.1')}`
    // Answers once nginx is up in the container.
    await expect
      .poll(
        () =>
          fetch(`${origin}/login`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200)

    const login = await fetch(`${origin}/login`)
    const html = await login.text()
    expect(html).toContain('id="root"')
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
    expect(meta).toContain("connect-src 'self' https://api.example.com")
    expect(meta).toContain('https://shots.example.com')
    expect(login.headers.get('content-security-policy')).toBe(`${meta}; frame-ancestors 'none'`)
    expect(login.headers.get('x-content-type-options')).toBe('nosniff')
    expect(login.headers.get('cache-control')).toBe('no-cache')

    const deep = await fetch(`${origin}/children/c0000000-0000-4000-8000-000000000001`)
    expect(deep.status).toBe(200)
    expect(await deep.text()).toContain('data-route-code')
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404)
  } finally {
    if (container) spawnSync(engine, ['rm', '-f', container], { timeout: 60_000 })
    spawnSync(engine, ['rmi', '-f', image], { timeout: 60_000 })
  }
})
