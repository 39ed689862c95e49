/**
 * A plain static file server for end-to-end tests of the demo build under a path prefix, as a
 * static host serves it: files below the prefix, index.html for any other path below it (a
 * single-page app's fallback), 404 elsewhere. It notes the path of every request it gets.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  readonly origin: string
  /** The path of every request served so far, in order. */
  readonly paths: readonly string[]
  close(): Promise<void>
}

export async function serveStatic(folder: string, prefix: string): Promise<StaticServer> {
  const paths: string[] = []
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    paths.push(path)
    if (!path.startsWith(prefix)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const relative = normalize(path.slice(prefix.length)).replace(/^(\.\.[/\\])+/, '')
    let file = join(folder, relative)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(folder, 'index.html')
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
