/**
 * Build step (production and staging builds): a Brotli copy of each text file of the output
 * folder (see scripts/precompress.mjs). It runs after every other step has written its files (the
 * prerendered documents, the service worker), so each of them gets its copy.
 */
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { precompressFolder } from './precompress.mjs'

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'gatehouse-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      // After the other steps' closeBundle (the service worker is written there).
      order: 'post',
      sequential: true,
      handler() {
        if (!config || config.build.ssr) return
        precompressFolder(resolve(config.root, config.build.outDir))
      },
    },
  }
}
