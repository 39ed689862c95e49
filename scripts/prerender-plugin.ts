/**
 * Build step: one HTML document per route with a fixed path, so that a static host serving
 * `route/index.html` (or the SPA fallback `index.html`) answers with a page that
 *
 * - preloads exactly its route's code and styles (modulepreload and stylesheet links, from the
 *   build's chunks): no waterfall from the entry to the route's chunks;
 * - for a signed-in route, already shows the frame the app shows while it loads (sidebar or top
 *   bar, "Loading Gatehouse…"), painted in the parent's theme (its first script is `boot`). `/`'s
 *   document is `index.html`, which every other address gets too (with an id, public pages with a
 *   token, unknown ones): there the frame is hidden, and `boot` shows it on a signed-in address
 *   when a parent is signed in (`#root` lists those addresses in `data-signed-in-paths`, and each
 *   signed-in route's screen files in `data-route-code`, which the signed-in first script fetches);
 * - for the public pages listed in `pages`, already contains the page's markup, rendered by the
 *   same React components in Node (src/prerender.tsx) and hydrated by the client; `#root` carries
 *   `data-prerendered` with the path it was rendered for. Such a page is painted before any of
 *   its code is fetched: it starts from a small entry of its own (`boot`), and the app's entry and
 *   every modulepreload link sit in an inert `<template id="route-code">` that the boot entry
 *   moves into the document after the first paint (the code is then fetched all at once).
 *
 * Each document with a route of its own carries that page's title, as the app writes it
 * (src/prerender.tsx); `index.html`, every other address's too, keeps the product's name.
 *
 * Routes are read from src/routes/*.tsx (their `path`, parent and lazily imported screen). No
 * inline script or handler is ever written (the Content-Security-Policy allows none).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { chunkAssets } from './chunk-assets.ts'

interface RouteFile {
  readonly path: string
  readonly authed: boolean
  /** The screen module the route loads lazily (absolute path). */
  readonly screen: string | null
}

const screenPattern = /import\('(\.\.?\/[^']+)'\)/

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  // A folder's import is its index module (a feature's public entry).
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The routes' paths by name (src/route-paths.ts, where each is written once). */
function readPaths(root: string): Map<string, string> {
  const source = readFileSync(join(root, 'src/route-paths.ts'), 'utf8')
  return new Map([...source.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, name, path]) => [name!, path!]))
}

/** Every route file's path, parent and screen module: with a fixed path, and with ids in it. */
export function readRoutes(root: string): { routes: RouteFile[]; paramRoutes: RouteFile[]; shell: string | null } {
  const paths = readPaths(root)
  const dir = join(root, 'src/routes')
  const routes: RouteFile[] = []
  const paramRoutes: RouteFile[] = []
  let shell: string | null = null
  for (const fileName of readdirSync(dir)) {
    if (!/\.tsx?$/.test(fileName)) continue
    const file = join(dir, fileName)
    const source = readFileSync(file, 'utf8')
    const spec = screenPattern.exec(source)?.[1]
    const screen = spec ? resolveModule(file, spec) : null
    if (/\bid: 'authed'/.test(source)) shell = screen
    const name = /\bpath: paths\.(\w+),/.exec(source)?.[1]
    if (!name) continue
    const path = paths.get(name)
    if (!path) throw new Error(`${name}: a route file names a path src/route-paths.ts does not have`)
    ;(path.includes('$') ? paramRoutes : routes).push({ path, authed: /getParentRoute: \(\) => authedRoute/.test(source), screen })
  }
  return { routes, paramRoutes, shell }
}

/** The entry's module script and the modulepreload links Vite wrote into index.html. */
const entryScript = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/g
const entryPreload = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g

/** The template's title element, replaced by the page's own. */
const templateTitle = /<title>[^<]*<\/title>/

const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The document `html` with the title `title` (null: as it is). */
function titled(html: string, title: string | null): string {
  if (title === null) return html
  if (!templateTitle.test(html)) throw new Error('index.html has no <title> to give each page its own')
  return html.replace(templateTitle, `<title>${escapeHtml(title)}</title>`)
}

function documentFor(
  template: string,
  base: string,
  assets: { js: string[]; css: string[] },
  sizeOf: (file: string) => number,
  page:
    | { path: string; markup: string; boot: string[] }
    | { first: string[]; frame: string | null; boot: string[]; signedInPaths?: readonly string[]; routeCode?: Record<string, string[]> },
): string {
  const root = '<div id="root"></div>'
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to prerender into')
  const styles = assets.css
    .filter((file) => !template.includes(`${base}${file}`))
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
  const preloads = assets.js
    .filter((file) => !template.includes(`${base}${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
  if ('first' in page) {
    // The route's own first script (`first`: its file and imports) starts its data requests: its
    // files are asked for first, then the script itself (after any script the template runs
    // before the app's entry), then the rest. The browser has six connections to the host: within
    // each part the largest files come first, so that the small ones do not hold the connections
    // while the largest wait. The app's entry, whose imports are all preloaded, comes last.
    const scripts = [...template.matchAll(entryScript)].map(([tag]) => tag.trim())
    const appEntry = scripts.pop()
    const [firstScript, ...firstImports] = page.first
    const named = new Set([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, href]) => href))
    const links = [
      ...[...template.matchAll(entryPreload)].map(([tag]) => tag.trim()),
      ...preloads,
      ...firstImports
        .filter((file) => !named.has(`${base}${file}`) && !assets.js.includes(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    ]
    const fileOf = (tag: string) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1]?.slice(base.length) ?? ''
    const bySize = (a: string, b: string) => sizeOf(fileOf(b)) - sizeOf(fileOf(a))
    const isFirst = (tag: string) => page.first.includes(fileOf(tag))
    const start = firstScript ? [...scripts, `<script type="module" crossorigin src="${base}${firstScript}"></script>`] : scripts
    // A document painted with the signed-in frame applies the parent's theme first (src/boot.ts):
    // its files are asked for first, and it runs as soon as they are in (async), without holding
    // back the first script's data requests.
    const [bootEntry, ...bootImports] = page.boot
    const theme =
      page.frame !== null && bootEntry
        ? [
            `<script type="module" async crossorigin src="${base}${bootEntry}"></script>`,
            ...bootImports.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ]
        : []
    const rootAttributes =
      (page.signedInPaths ? ` data-signed-in-paths="${page.signedInPaths.join(' ')}"` : '') +
      (page.routeCode ? ` data-route-code="${JSON.stringify(page.routeCode).replaceAll('"', '&quot;')}"` : '')
    const inTheme = (tag: string) => theme.some((named) => fileOf(named) === fileOf(tag))
    const head = [
      ...theme,
      ...styles,
      ...links.filter((tag) => isFirst(tag) && !inTheme(tag)).sort(bySize),
      ...start,
      ...links.filter((tag) => !isFirst(tag) && !inTheme(tag)).sort(bySize),
      ...(appEntry ? [appEntry] : []),
    ]
    return template
      .replace(entryScript, '')
      .replace(entryPreload, '')
      .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
      .replace(root, page.frame === null ? root : `<div id="root"${rootAttributes}>${page.frame}</div>`)
  }
  // A prerendered page is painted before its code is fetched: its first script is the small boot
  // entry (src/boot.ts), which moves the app's entry and every preload out of their inert
  // template after the first paint.
  const scripts = [...template.matchAll(entryScript)].map(([tag]) => tag.trim())
  if (scripts.length === 0) throw new Error('index.html has no module script to start after the first paint')
  const code = [...[...template.matchAll(entryPreload)].map(([tag]) => tag.trim()), ...preloads, ...scripts]
  const [bootEntry, ...bootImports] = page.boot
  const start = [
    `<script type="module" crossorigin src="${base}${bootEntry}"></script>`,
    ...bootImports.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  return template
    .replace(entryScript, '')
    .replace(entryPreload, '')
    .replace('</head>', `  ${[...start, ...styles, `<template id="route-code">${code.join('')}</template>`].join('\n    ')}\n  </head>`)
    .replace(root, `<div id="root" data-prerendered="${page.path}">${page.markup}</div>`)
}

export interface PrerenderOptions {
  /** The prerendered pages' first script (from the project root), a build input of its own. */
  readonly boot: string
  /** The public paths whose markup is rendered into their documents. */
  readonly pages: readonly string[]
  /**
   * The signed-in routes' first script (from the project root), a build input of its own: it
   * starts the route's data requests before the app's code has arrived.
   */
  readonly signedInStart?: string
  /** Modules (from the project root) every signed-in route needs at once, also preloaded. */
  readonly signedIn?: readonly string[]
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'gatehouse-prerender',
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved
    },
    // `vite preview` answers like a static host: `/login` is `login/index.html` when there is one.
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir)
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        const document = join(outDir, decodeURIComponent(url.pathname), 'index.html')
        if (url.pathname !== '/' && !url.pathname.endsWith('/') && document.startsWith(outDir) && existsSync(document)) {
          req.url = `${url.pathname}/index.html${url.search}`
        }
        next()
      })
    },
    async writeBundle(output, bundle) {
      if (config.command !== 'build' || config.build.ssr || !output.dir) return
      const outDir = output.dir
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      const { routes, paramRoutes, shell } = readRoutes(config.root)
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      })
      try {
        const { renderPage, renderShellLoading, pageTitle } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderPage: (path: string) => Promise<string | null>
          renderShellLoading: (hidden?: boolean) => string
          pageTitle: (path: string) => string
        }
        const frame = renderShellLoading()
        // `index.html` is `/`'s document and every other address's too (addresses with an id, the
        // public pages with a token, unknown ones): its frame is hidden, and its first script shows
        // it on a signed-in address when a parent is signed in.
        const hiddenFrame = renderShellLoading(true)
        const signedInPaths = [...new Set(['/', ...routes.filter((r) => r.authed).map((r) => `/${r.path.split('/')[1]}`)])]
        const sizeOf = (file: string) => {
          const item = bundle[file]
          return item?.type === 'chunk' ? item.code.length : 0
        }
        const boot = chunkAssets(bundle, resolve(config.root, options.boot)).js
        if (boot.length === 0) throw new Error(`prerender: ${options.boot} is not an input of the build`)
        const signedInStart = options.signedInStart ? chunkAssets(bundle, resolve(config.root, options.signedInStart)).js : []
        if (options.signedInStart && signedInStart.length === 0) throw new Error(`prerender: ${options.signedInStart} is not an input of the build`)
        for (const route of routes) {
          const signedIn = route.authed ? [...(shell ? [shell] : []), ...(options.signedIn ?? []).map((m) => resolve(config.root, m))] : []
          const screens = [...signedIn, ...(route.screen ? [route.screen] : [])]
          const assets = { js: [] as string[], css: [] as string[] }
          for (const screen of screens) {
            const found = chunkAssets(bundle, screen)
            assets.js.push(...found.js.filter((f) => !assets.js.includes(f)))
            assets.css.push(...found.css.filter((f) => !assets.css.includes(f)))
          }
          // A route this build leaves out (e.g. the demo's own pages in production) gets no document.
          if (route.screen && !Object.values(bundle).some((item) => item.type === 'chunk' && item.facadeModuleId === route.screen)) continue
          const markup = options.pages.includes(route.path) ? await renderPage(route.path) : null
          if (options.pages.includes(route.path) && markup === null) throw new Error(`prerender: ${route.path} did not render`)
          const generic = route.path === '/'
          // What the addresses index.html serves load besides its code, for its first script to
          // fetch at once: a route with ids' screen, and `/`'s own (Home).
          const routeCode: Record<string, string[]> = {}
          if (generic) {
            for (const [pattern, screen] of [['/', route.screen], ...paramRoutes.filter((r) => r.authed).map((r) => [r.path, r.screen])]) {
              const found = screen ? chunkAssets(bundle, screen) : { js: [], css: [] }
              const files = [...found.css.filter((f) => !assets.css.includes(f)), ...found.js.filter((f) => !assets.js.includes(f))]
              if (pattern && files.length > 0) routeCode[pattern] = files
            }
          }
          const signedInPage = {
            first: route.authed ? signedInStart : [],
            frame: route.authed ? (generic ? hiddenFrame : frame) : null,
            boot,
            ...(generic ? { signedInPaths, routeCode } : {}),
          }
          const html = titled(
            documentFor(template, config.base, assets, sizeOf, markup === null ? signedInPage : { path: route.path, markup, boot }),
            generic ? null : pageTitle(route.path),
          )
          const target = join(outDir, route.path.replace(/^\//, ''), 'index.html')
          mkdirSync(dirname(target), { recursive: true })
          writeFileSync(target, html)
        }
      } finally {
        await server.close()
      }
    },
  }
}
