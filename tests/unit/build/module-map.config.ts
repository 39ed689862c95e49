/**
 * The app's own build configuration plus a record of what went where: the build writes, to the
 * file GATEHOUSE_MODULE_MAP names, each chunk's file with the modules it holds (paths from the
 * project root) and the chunks it imports statically. Build tests read it to check what a page
 * loads by module, whatever the chunks' names and hashes.
 */
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { type ConfigEnv, defineConfig, mergeConfig, type Plugin } from 'vite'
import appConfig from '../../../vite.config.ts'

export interface ChunkRecord {
  readonly modules: readonly string[]
  readonly imports: readonly string[]
}

function moduleMap(file: string): Plugin {
  let root = process.cwd()
  return {
    name: 'gatehouse-test-module-map',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_, bundle) {
      const chunks: Record<string, ChunkRecord> = {}
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        chunks[item.fileName] = {
          modules: item.moduleIds.map((id) => (id.startsWith(root) ? relative(root, id) : id).split('\\').join('/')),
          imports: item.imports,
        }
      }
      writeFileSync(file, JSON.stringify(chunks))
    },
  }
}

export default defineConfig((env: ConfigEnv) => {
  const base = appConfig(env)
  const file = process.env.GATEHOUSE_MODULE_MAP
  return file ? mergeConfig(base, { plugins: [moduleMap(file)] }) : base
})
