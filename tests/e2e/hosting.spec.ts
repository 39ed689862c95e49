/**
 * The production build served through the repository's nginx configuration
 * (deploy/nginx/gatehouse.conf, with the headers file the build writes next to its folder), as a
 * host serves it: every document at its address, the fallback for the others, a 404 for a missing
 * file, the security headers on every answer (the policy equal to the documents' `<meta>`), caching
 * and compression; and in a browser, the login page and a signed-in page with no policy violation.
 *
 * nginx must be installed (`.ci/run` installs it): without it these tests fail under CI and are
 * skipped elsewhere, saying so. The container image (deploy/Dockerfile) is built and run where a
 * container engine answers (hosting-image.spec.ts).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { root } from '../../scripts/lib.mjs'
import { headersFileOf } from '../../scripts/server-headers-plugin'
import { expect, test as base } from './fixtures'
import { findNginx, serveWithNginx } from './nginx-host'
import { watchViolations, violationsOf } from './policy'
import { productionBuild, startFakeApi } from './production-build'

// Its build talks to the fake API over HTTP (or a host) on the machine's real clock: the page keeps the real clock too.
base.use({ statedClock: false })

const nginx = findNginx()
const ci = process.env.CI === 'true' || process.env.CI === '1'
const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8')) as { email: string; password: string }
const maya = 'c0000000-0000-4000-8000-000000000001'

interface Hosted {
  readonly origin: string
  /** The folder nginx serves: the build, plus the stand-ins below where it has no such files. */
  readonly served: string
  readonly apiUrl: string
}

/**
 * The files of a service worker and a web app manifest, for a build that has none yet: the
 * configuration must serve them right whenever the build adds them.
 */
const standIns: Record<string, string> = {
  'sw.js': 'self.addEventListener("fetch", () => {})\n',
  'registerSW.js': 'navigator.serviceWorker?.register("/sw.js")\n',
  'workbox-5d2e4c1a.js': 'self.workbox = {}\n',
  'manifest.webmanifest': '{"name":"Gatehouse","start_url":"/","display":"standalone"}\n',
}

const test = base.extend<object, { hosted: Hosted }>({
  hosted: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, workerInfo) => {
      const build = await productionBuild(workerInfo.workerIndex)
      const served = mkdtempSync(join(tmpdir(), 'gatehouse-hosted-'))
      cpSync(build.dist, served, { recursive: true })
      for (const [name, text] of Object.entries(standIns)) if (!existsSync(join(served, name))) writeFileSync(join(served, name), text)
      const host = await serveWithNginx(nginx ?? '', served, headersFileOf(build.dist), Number(process.env.PW_PORT ?? 4173) + 30)
      await use({ origin: host.origin, served, apiUrl: build.apiUrl })
      await host.close()
      rmSync(served, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

const noNginx = 'nginx is not installed: apt-get install nginx (or set NGINX_PATH) to test the hosting configuration'
// Said in the run's output too: the list of results shows a skipped test without its reason.
if (!nginx && !ci) console.log(`hosting: skipped, ${noNginx}`)

test.beforeEach(() => {
  if (!nginx && ci) throw new Error('nginx is not installed (.ci/run installs it; or set NGINX_PATH)')
  test.skip(!nginx, noNginx)
})

/** Every file of the folder, as paths from it ('login/index.html'). */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** Each document's address: `index.html` is `/`, `login/index.html` is `/login`. */
const documentsOf = (folder: string) =>
  filesOf(folder)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => ({ file, path: `/${file.replace(/\/?index\.html$/, '')}` }))

/** The policy of a document's `<meta>`, as the browser reads the attribute. */
function metaPolicy(html: string): string {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]
  if (content === undefined) throw new Error('the document has no Content-Security-Policy <meta>')
  return content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

/** Both names of JavaScript's type (nginx's list of types says one or the other by version). */
const javascript = /^(application|text)\/javascript; charset=utf-8$/

const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })

test('each prerendered document answers at its address; every other app address gets the fallback', async ({ hosted }) => {
  const documents = documentsOf(hosted.served)
  expect(documents.map((d) => d.path)).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/children', '/keychains/new']))
  for (const { file, path } of documents) {
    const response = await get(hosted.origin, path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8')
    expect(await response.text(), `${path} answers ${file}`).toBe(readFileSync(join(hosted.served, file), 'utf8'))
  }
  const fallback = readFileSync(join(hosted.served, 'index.html'), 'utf8')
  for (const path of [`/children/${maya}/unlock-requests/${maya}/review`, `/children/${maya}/activity/11-26-2026`, `/otp/${maya}`, '/no-such-page']) {
    const response = await get(hosted.origin, path)
    expect(response.status, path).toBe(200)
    expect(await response.text(), `${path} answers index.html`).toBe(fallback)
  }
})

test('a missing file is a 404, never the app’s HTML', async ({ hosted }) => {
  for (const path of [
    '/assets/index-AbCd1234.js',
    '/assets/missing.css',
    '/no-such-icon.ico',
    '/workbox-00000000.js',
    '/login/missing.png',
    '/icons/no-such-icon.png',
  ]) {
    const response = await get(hosted.origin, path)
    expect(response.status, path).toBe(404)
    expect(await response.text(), path).not.toContain('id="root"')
  }
})

test('a form sent before its page’s code has run is sent back to the page, not refused', async ({ hosted }) => {
  for (const path of ['/login', '/signup?plan=family', `/reset-password/${maya}`]) {
    const response = await fetch(`${hosted.origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=parent%40example.com&password=secret',
    })
    expect(response.status, path).toBe(303)
    expect(response.headers.get('location'), path).toBe(path)
  }
})

test('every answer carries the security headers, the policy equal to the documents’ <meta> and forbidding framing', async ({ hosted }) => {
  const policy = `${metaPolicy(readFileSync(join(hosted.served, 'index.html'), 'utf8'))}; frame-ancestors 'none'`
  const files = filesOf(hosted.served).map((file) => `/${file}`)
  const paths = [...documentsOf(hosted.served).map((d) => d.path), `/children/${maya}`, ...files, '/assets/missing.js', '/no-such-file.png']
  for (const path of paths) {
    const response = await get(hosted.origin, path)
    const headers = response.headers
    // Every document's <meta> is the same policy, and every answer's header is that plus frame-ancestors.
    if (response.status === 200 && headers.get('content-type')?.startsWith('text/html')) {
      expect(`${metaPolicy(await response.text())}; frame-ancestors 'none'`, path).toBe(policy)
    }
    expect(headers.get('content-security-policy'), path).toBe(policy)
    expect(headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy'), path).toMatch(/(^|, )camera=\(\)(,|$)/)
    expect(headers.get('permissions-policy'), path).toMatch(/(^|, )geolocation=\(\)(,|$)/)
    expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
    expect(headers.get('strict-transport-security'), path).toBe('max-age=31536000')
    expect(headers.get('server') ?? '', path).not.toMatch(/\d/)
  }
})

test('hashed code is kept a year; documents, the service worker and the manifest are asked for again; text is compressed', async ({ hosted }) => {
  const assets = filesOf(hosted.served).filter((file) => file.startsWith('assets/'))
  expect(assets.length).toBeGreaterThan(10)
  for (const file of assets) {
    const response = await get(hosted.origin, `/${file}`)
    expect(response.status, file).toBe(200)
    expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable')
    if (file.endsWith('.js')) expect(response.headers.get('content-type'), file).toMatch(javascript)
    if (file.endsWith('.css')) expect(response.headers.get('content-type'), file).toBe('text/css; charset=utf-8')
  }
  for (const path of [
    '/',
    '/login',
    '/children',
    `/children/${maya}`,
    '/index.html',
    '/favicon.svg',
    '/sw.js',
    '/registerSW.js',
    '/workbox-5d2e4c1a.js',
    '/manifest.webmanifest',
  ]) {
    const response = await get(hosted.origin, path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('cache-control'), path).toBe('no-cache')
    expect(response.headers.get('etag'), path).toBeTruthy()
  }
  for (const path of ['/sw.js', '/registerSW.js']) {
    expect((await get(hosted.origin, path)).headers.get('content-type'), path).toMatch(javascript)
  }
  expect((await get(hosted.origin, '/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json')
  // A 404 is not kept.
  expect((await get(hosted.origin, '/assets/missing.js')).headers.get('cache-control')).toBeNull()

  const largest = assets
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => readFileSync(join(hosted.served, b)).length - readFileSync(join(hosted.served, a)).length)[0]
  for (const path of [`/${largest}`, '/login', `/${assets.find((f) => f.endsWith('.css'))}`]) {
    const response = await fetch(`${hosted.origin}${path}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding'), path).toBe('gzip')
    expect(response.headers.get('vary'), path).toBe('Accept-Encoding')
  }
})

test('a browser that accepts Brotli gets the build’s Brotli copy of each text file, the same text as the file', async ({ hosted }) => {
  const copies = filesOf(hosted.served).filter((file) => file.endsWith('.br'))
  const code = copies.filter((file) => /^assets\/.+\.(js|css)\.br$/.test(file))
  // Every piece of code and style large enough to gain has its copy; the documents and the service worker too.
  expect(code.length).toBeGreaterThan(10)
  expect(copies).toEqual(expect.arrayContaining(['login/index.html.br', 'index.html.br', 'sw.js.br']))
  for (const copy of copies) {
    const file = copy.slice(0, -'.br'.length)
    const path = `/${file.replace(/\/?index\.html$/, '')}`
    const response = await fetch(`${hosted.origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-encoding'), path).toBe('br')
    expect(response.headers.get('vary'), path).toBe('Accept-Encoding')
    // fetch undoes the encoding: what the browser reads is the file itself.
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(hosted.served, file))), path).toBe(true)
  }
  // A file too small to have a copy is sent as it is.
  const small = await fetch(`${hosted.origin}/favicon.svg`, { headers: { 'accept-encoding': 'br' } })
  expect(small.headers.get('content-encoding')).toBeNull()
})

test('no other page can frame the dashboard', async ({ page, hosted }) => {
  // The header's frame-ancestors, which a <meta> policy cannot carry: the browser refuses the frame.
  await page.setContent(`<iframe src="${hosted.origin}/login" title="framed"></iframe>`)
  const frame = page.frames().find((f) => f !== page.mainFrame())
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/)
  expect(await frame?.locator('#root').count()).toBe(0)
})

// A service worker would answer the page's requests itself, out of the route's reach below (its
// file's headers are checked above): the page runs without one.
test.describe(() => {
  test.use({ serviceWorkers: 'block' })

  test('the login page and a signed-in page load through nginx with no policy violation', async ({ page, hosted }) => {
    test.setTimeout(90_000)
    const api = await startFakeApi(Number(process.env.PW_PORT ?? 4173) + 40)
    try {
      // The build talks to its API's address; this test's fake API answers for it. The browser
      // checks the policy before the request reaches the route, so what it allows is unchanged.
      await page.route(`${hosted.apiUrl}/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(hosted.apiUrl, api.url) })
        await route.fulfill({ response })
      })
      const fromConsole = await watchViolations(page)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const unguarded: string[] = []
      page.on('response', (response) => {
        if (response.url().startsWith(hosted.origin) && !response.headers()['content-security-policy']?.includes("frame-ancestors 'none'"))
          unguarded.push(response.url())
      })

      await page.goto(`${hosted.origin}/login`)
      await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
      // The prerendered form is hydrated: React's handlers are attached to its field.
      await page.waitForFunction(() => {
        const field = document.querySelector('form input[type=email]')
        return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'))
      })
      await page.getByLabel('Email', { exact: true }).fill(credentials.email)
      await page.getByLabel('Password', { exact: true }).fill(credentials.password)
      expect(await violationsOf(page), '/login: policy violations').toEqual([])
      await page.getByRole('button', { name: 'Submit' }).click()
      // Signed in, the parent lands on Home.
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
      expect(await violationsOf(page), '/: policy violations').toEqual([])
      await page.goto(`${hosted.origin}/children`)
      await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Maya', exact: true })).toBeVisible()
      expect(await violationsOf(page), '/children: policy violations').toEqual([])

      // A deep address loaded afresh: the fallback document, then the app draws the child.
      await page.goto(`${hosted.origin}/children/${maya}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible()
      await expect(page.locator('.loading-block')).toHaveCount(0)
      expect(await violationsOf(page), `/children/${maya}: policy violations`).toEqual([])
      expect(fromConsole).toEqual([])
      expect(errors, 'console errors').toEqual([])
      expect(unguarded, 'answers without the policy header').toEqual([])
    } finally {
      // The page's requests stop being passed on before the API stops: the frame's own requests
      // follow the screen, and one may still be on its way when the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await api.stop()
    }
  })
})
