/**
 * Brotli copies of a build's text files (`app-1a2b.js.br` next to `app-1a2b.js`), compressed once
 * at the highest quality. A host that serves them (deploy/nginx/gatehouse.conf, `brotli_static`)
 * sends a browser that accepts Brotli about an eighth fewer bytes of code than its own on-the-fly
 * gzip, at no cost per request; a browser that does not gets gzip as before. Written by the build
 * (scripts/precompress-plugin.ts); the benches' host serves them as nginx does.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** The kinds of file a host compresses (the same list as the nginx configuration's gzip_types). */
const textExtensions = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt'])

/** Below this size compression saves nothing worth a request's header (nginx's gzip_min_length). */
export const minimumSize = 512

/** Whether a file of the build gets a Brotli copy: a text file, large enough to gain from it. */
export function compressible(name, size) {
  return size >= minimumSize && textExtensions.has(extname(name).toLowerCase())
}

/** `bytes` compressed as a host sends them: Brotli at its highest quality, tuned for text. */
export function brotli(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  })
}

/** Writes `file.br` for every compressible file under `dir` whose copy is smaller; returns how many. */
export function precompressFolder(dir) {
  let written = 0
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name))
    const stats = statSync(file)
    if (!stats.isFile() || !compressible(file, stats.size)) continue
    const compressed = brotli(readFileSync(file))
    if (compressed.byteLength >= stats.size) continue
    writeFileSync(`${file}.br`, compressed)
    written += 1
  }
  return written
}
