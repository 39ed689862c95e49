// ESLint rule `gatehouse/layers`: which part of src/ may import which. Each import's path is
// resolved against the importing file (by path alone, so it works on files not on disk) and both
// are placed in a zone; an import from a zone to one it may not use is reported.
//
//   app (src/*.ts: entries, router, wiring) → routes → features → ui → data → api → storage
//
// - `app`: the entries and the files that wire the layers together; may import anything.
// - `routes` (src/routes): the route tree. Features only through their public entries
//   (`index.ts`; `queries.ts` and `commands.ts`, the pure declarations of its reads and writes,
//   which a screen elsewhere can take without the feature's components); a route's screen is
//   loaded lazily (`import()`) from its file.
// - `features` (src/features/<area>): screens, their data and commands, their styles. Another
//   feature only through its public entries; never routes or the app.
// - `demo` (src/demo): the demo's panel, a feature of demo builds.
// - `ui` (src/ui): design primitives; the data layer and storage, nothing above.
// - `session` (src/session.ts): the parent's session; the API's configuration and storage.
// - `data` (src/data): the engine; the API client (types and the public call) and storage. Never
//   the session: the app connects it (src/connect.ts).
// - `api` (src/api): the PairQL client; storage only. Never the session or the demo's boot.
// - `storage` (src/storage): typed browser storage.
// Everything may import domain/ (through @domain/…), the global styles (src/styles) and the
// leaf modules every layer shares (the base path, zod's setup, the session's storage keys, the theme,
// the routes' paths).
import { posix } from 'node:path'

const leaves = new Set([
  'src/base-path.ts',
  'src/zod-setup.ts',
  'src/session-keys.ts',
  'src/theme.ts',
  'src/theme-choice.ts',
  'src/env.d.ts',
  'src/route-paths.ts',
])
const folders = new Set(['routes', 'ui', 'data', 'api', 'storage', 'demo', 'styles'])

/** The zone of a project path (posix, relative to the root), or null outside src/ and domain/. */
export function zoneOf(path) {
  if (path.startsWith('domain/') || path === 'domain') return { zone: 'domain' }
  const parts = path.split('/')
  if (parts[0] !== 'src' || parts.length < 2) return null
  if (parts.length === 2) {
    if (leaves.has(path) || [...leaves].some((leaf) => leaf.replace(/\.tsx?$/, '') === path)) return { zone: 'leaf' }
    if (/^session(\.tsx?)?$/.test(parts[1])) return { zone: 'session' }
    if (parts[1] === 'features') return { zone: 'features' }
    if (folders.has(parts[1])) return { zone: parts[1], entry: true }
    return { zone: 'app' }
  }
  if (parts[1] === 'features') {
    const area = parts[2].replace(/\.[^.]+$/, '')
    const rest = parts.slice(3).join('/')
    const entry = parts.length === 3 || /^(index|queries|commands)(\.tsx?)?$/.test(rest)
    return { zone: 'features', area, entry }
  }
  return { zone: folders.has(parts[1]) ? parts[1] : 'app' }
}

/** The zones each zone may import (its own zone, domain, leaves and styles aside). */
const allowed = {
  app: 'all',
  routes: ['features', 'demo', 'ui', 'session', 'data', 'storage'],
  features: ['features', 'demo', 'ui', 'session', 'data', 'storage'],
  demo: ['ui', 'session', 'data', 'api', 'storage'],
  ui: ['data', 'storage'],
  session: ['api', 'storage'],
  data: ['api', 'storage'],
  api: ['storage'],
  storage: [],
}

const describeZone = (z) => (z.zone === 'features' && z.area ? `src/features/${z.area}` : z.zone)

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: "src/'s layers: each part of the app imports only the parts below it" },
    messages: {
      upward: '{{from}} may not import {{to}} ({{path}}): {{why}}',
      deep: 'Import another feature through its public entries (src/features/{{area}}/index.ts, queries.ts or commands.ts), not {{path}}.',
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd
    const file = posix.normalize(context.filename.split('\\').join('/'))
    const relFile = posix.relative(root.split('\\').join('/'), file)
    const from = zoneOf(relFile)
    if (!from || from.zone === 'domain' || allowed[from.zone] === 'all' || !allowed[from.zone]) return {}

    const check = (node, source, lazy) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const path = posix.normalize(posix.join(posix.dirname(relFile), source))
      const to = zoneOf(path)
      if (!to || to.zone === 'domain' || to.zone === 'leaf' || to.zone === 'styles') return
      if (to.zone === from.zone && (to.zone !== 'features' || to.area === from.area)) return
      if (!allowed[from.zone].includes(to.zone)) {
        const why =
          from.zone === 'data' && to.zone === 'session'
            ? 'the app connects the session to the data layer (src/connect.ts).'
            : from.zone === 'api' && (to.zone === 'session' || to.zone === 'demo')
              ? 'the app builds the browser\u2019s client with them (src/browser-client.ts).'
              : 'imports run from the app down to routes, features, ui, data, api and storage.'
        context.report({ node, messageId: 'upward', data: { from: describeZone(from), to: describeZone(to), path: source, why } })
        return
      }
      // Another feature: through its public entries; a route may load a screen's file lazily.
      if (to.zone === 'features' && !to.entry && !(lazy && from.zone === 'routes')) {
        context.report({ node, messageId: 'deep', data: { area: to.area ?? '<area>', path: source } })
      }
    }
    const literal = (node) => (node?.type === 'Literal' ? node.value : undefined)
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, false),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, false),
      ImportExpression: (node) => check(node.source, literal(node.source), true),
      TSImportType: (node) => check(node, literal(node.source ?? node.argument?.literal), false),
    }
  },
}
