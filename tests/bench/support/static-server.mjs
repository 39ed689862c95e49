// A static host for benchmarks, like the ones the dashboard is deployed on (deploy/nginx): serves
// a file's Brotli copy (`file.br`, written by the build) to a browser that accepts Brotli, every
// other file gzipped, `route/index.html` for a route when the build wrote one, `index.html` (the SPA
// fallback) otherwise, and long-cached hashed assets. `api` (optional) answers every other POST.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}

/** The file a path is served from: the file itself, `path/index.html`, or the SPA fallback. */
function resolveFile(dir, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const direct = join(dir, safe)
  if (existsSync(direct) && statSync(direct).isFile()) return { file: direct, fallback: false }
  const index = join(dir, safe, 'index.html')
  if (existsSync(index)) return { file: index, fallback: false }
  if (extname(safe) !== '') return null
  return { file: join(dir, 'index.html'), fallback: true }
}

/** Whether an Accept-Encoding header names Brotli (with no `;q=0`). */
const acceptsBrotli = (header = '') =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name.trim() === 'br' && !params.some((p) => /^\s*q=0(\.0+)?\s*$/.test(p))
  })

/**
 * Starts the server on `port`. `api(request, body)` resolves with `{ status, headers, body }`
 * for POSTs; `/__blank` answers an empty page (to set storage on the origin without loading the app).
 */
export function serveStatic({ dir, port, api }) {
  const cache = new Map()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'OPTIONS' || req.method === 'POST') {
      if (!api) return void res.writeHead(404).end()
      const chunks = []
      for await (const chunk of req) chunks.push(chunk)
      const answer = await api(req, Buffer.concat(chunks).toString('utf8'))
      res.writeHead(answer.status, answer.headers)
      return void res.end(answer.body)
    }
    if (url.pathname === '/__blank') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end('<!doctype html><title>blank</title>')
    }
    const found = resolveFile(dir, url.pathname)
    if (!found) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    const brotli = acceptsBrotli(req.headers['accept-encoding']) && existsSync(`${found.file}.br`)
    const key = `${found.file}${brotli ? '.br' : ''}`
    let entry = cache.get(key)
    if (!entry) {
      const type = types[extname(found.file)] ?? 'application/octet-stream'
      entry = brotli ? { body: readFileSync(key), encoding: 'br', type } : { body: gzipSync(readFileSync(found.file)), encoding: 'gzip', type }
      cache.set(key, entry)
    }
    const hashed = url.pathname.startsWith('/assets/')
    res.writeHead(200, {
      'content-type': entry.type,
      'content-encoding': entry.encoding,
      vary: 'Accept-Encoding',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(url.pathname === '/mockServiceWorker.js' ? { 'service-worker-allowed': '/' } : {}),
    })
    res.end(entry.body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }))
  })
}
