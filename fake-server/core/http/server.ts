/**
 * The fake server over real HTTP (Node), for clients that cannot use the in-browser one: another
 * dashboard build in real-API mode, a native app, a script. It serves exactly what the fake
 * server's msw handlers serve (every PairQL route and profile the dispatch knows, screenshots,
 * geo-IP), by handing each request to them, so this file knows nothing about operations.
 *
 * Browsers may call it from any origin (CORS: any origin, any requested header; no cookies are
 * involved, the parent's token travels in a header). A request the handlers answer with a
 * network error (fault injection's dropped connection) is cut off without an answer.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { maxBodyBytes } from './body-limit'
import { vaporBody } from '../errors'
import { type FileStorage, fileStorage } from './file-storage'
import type { StorageLike } from '../db/persistence'
import type { FakeServer } from '../server'

export interface HttpOptions {
  /** Default 127.0.0.1. */
  readonly host?: string
  /** Default 8787; 0 picks a free port. */
  readonly port?: number
  /** A JSON file the state is kept in between runs (none: the state lives as long as the process). */
  readonly stateFile?: string
}

/** What serving over HTTP decides for the fake server it serves. */
export interface ServedAt {
  /** The state file's storage, when there is one. */
  readonly storage?: StorageLike
  /** This server's own address: screenshots are served here, not at the dashboard's origin. */
  readonly resourceOrigin: () => string
}

export interface RunningFakeApi {
  /** The address clients use, e.g. http://127.0.0.1:8787 (no trailing slash). */
  readonly url: string
  readonly fake: FakeServer
  /** Stops listening and writes the state file. */
  close(): Promise<void>
}

export const defaultFakeApiPort = 8787

/** Headers every answer carries, so browsers on other origins may read it. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const asked = request.headers['access-control-request-headers']
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': typeof asked === 'string' && asked !== '' ? asked : 'Content-Type, X-AdminToken, X-DashboardUrl',
    'Access-Control-Max-Age': '600',
  }
}

/** The body, or null when it is over the real server's limit (read no further than that). */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > maxBodyBytes) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array): void {
  response.writeHead(status, headers)
  response.end(body)
}

const json = (body: unknown): string => JSON.stringify(body)

/** Serves the fake server `create` makes (given where it is served) over HTTP. */
export async function serveOverHttp(options: HttpOptions, create: (at: ServedAt) => FakeServer): Promise<RunningFakeApi> {
  const host = options.host ?? '127.0.0.1'
  const storage: FileStorage | undefined = options.stateFile === undefined ? undefined : fileStorage(options.stateFile)
  let origin = ''
  const fake = create({ ...(storage ? { storage } : {}), resourceOrigin: () => origin })

  const server = createServer((request, response) => {
    void answer(request, response).catch(() => {
      if (!response.headersSent)
        send(response, 500, { 'Content-Type': 'application/json', ...corsHeaders(request) }, json(vaporBody('Internal Server Error')))
      else response.destroy()
    })
  })

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cors = corsHeaders(request)
    if (request.method === 'OPTIONS') return send(response, 204, cors, '')
    const method = request.method ?? 'GET'
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request)
    if (body === null) return send(response, 413, { 'Content-Type': 'application/json', ...cors }, json(vaporBody('Payload Too Large')))
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    }
    const fetchRequest = new Request(new URL(request.url ?? '/', origin), { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) })
    const answered = await getResponse(fake.handlers, fetchRequest)
    if (!answered) return send(response, 404, { 'Content-Type': 'application/json', ...cors }, json(vaporBody('Not Found')))
    // A dropped connection: no answer at all.
    if (answered.type === 'error') {
      request.socket.destroy()
      return
    }
    const out: Record<string, string> = {}
    answered.headers.forEach((value, name) => {
      out[name] = value
    })
    send(response, answered.status, { ...out, ...cors }, new Uint8Array(await answered.arrayBuffer()))
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? defaultFakeApiPort, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  await fake.ready()

  return {
    url: origin,
    fake,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          storage?.flush()
          resolve()
        })
      }),
  }
}
