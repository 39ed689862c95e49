// The fake server (fake-server/server.ts, loaded through Vite's module runner) answering PairQL
// over real HTTP from another origin, as the production API does: CORS preflights included, and
// every answer held back `delayMs`, like a server far away.
import { createServer as createViteServer } from 'vite'
import { fileURLToPath } from 'node:url'
import { serveStatic } from './static-server.mjs'

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-admintoken, x-dashboardurl',
}

/** Starts the API on `port`; resolves with `{ url, credentials, control, login(), close() }`. */
export async function startFakeApi({ root, port, delayMs }) {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    resolve: { alias: { '@domain': fileURLToPath(new URL('../../../domain', import.meta.url)) } },
  })
  const { createFakeServer } = await vite.ssrLoadModule('/fake-server/server.ts')
  const fake = createFakeServer({
    clock: () => new Date(),
    ids: () => crypto.randomUUID(),
    random: Math.random,
    autoConnectDelayMs: null,
    simulateRequests: false,
  })
  await fake.ready()
  const api = async (req, body) => {
    if (req.method === 'OPTIONS') return { status: 204, headers: cors, body: '' }
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    const op = new URL(req.url ?? '/', 'http://localhost').pathname.split('/').pop() ?? ''
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]))
    const result = await fake.dispatch(op, body, headers)
    return { status: result.status, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify(result.body) }
  }
  const server = await serveStatic({ dir: root, port, api })
  return {
    url: server.url,
    credentials: fake.control.credentials,
    /** The fake server's DemoControl (busy days, triggers). */
    control: fake.control,
    /** Logs the demo parent in; resolves with `{ adminId, token }`. */
    async login() {
      const result = await fake.dispatch('Login', JSON.stringify(fake.control.credentials), {})
      return result.body
    },
    async close() {
      await server.close()
      await vite.close()
    },
  }
}
