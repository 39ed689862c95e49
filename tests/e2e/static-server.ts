/**
 * A plain static file server for end-to-end tests of the demo build under a path prefix, as a
 * static host serves it: files below the prefix, index.html for any other path below it (a
 * single-page app's fallback), 404 elsewhere. With `documents`, an address whose folder has its
 * own document (`/login`, `login/index.html`) is answered with it, as the nginx configuration
 * does. It notes the path of every request it gets, and reads each file when asked for it.
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
  '.webmanifest': 'application/manifest+json',
}

export interface StaticServer {
  readonly origin: string
  /** The path of every request served so far, in order. */
  readonly paths: readonly string[]
  close(): Promise<void>
}

export interface StaticOptions {
  /** Answer `/login` with `login/index.html` when there is one. */
  readonly documents?: boolean
  /** Headers sent with every HTML document. */
  readonly documentHeaders?: Readonly<Record<string, string>>
}

export async function serveStatic(folder: string, prefix: string, options: StaticOptions = {}): Promise<StaticServer> {
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
    const document = join(file, 'index.html')
    if (options.documents && existsSync(file) && statSync(file).isDirectory() && existsSync(document)) file = document
    else if (!existsSync(file) || statSync(file).isDirectory()) file = join(folder, 'index.html')
    const type = types[extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, { 'Content-Type': type, ...(type.startsWith('text/html') ? options.documentHeaders : {}) })
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
