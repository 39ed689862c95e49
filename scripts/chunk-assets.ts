/** Build step helper: the files a module's code loads, from the bundle the build wrote. */
import type { Rollup } from 'vite'

/**
 * The JS files (a chunk and everything it imports statically) and CSS files of a module's chunk:
 * the chunk it is the entry of, else the chunk it was grouped into (scripts/chunk-groups.ts).
 */
export function chunkAssets(bundle: Rollup.OutputBundle, module: string): { js: string[]; css: string[] } {
  const byFile = new Map<string, Rollup.OutputChunk>()
  let start: Rollup.OutputChunk | undefined
  let holder: Rollup.OutputChunk | undefined
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue
    byFile.set(item.fileName, item)
    if (item.facadeModuleId === module) start = item
    if (item.moduleIds.includes(module)) holder ??= item
  }
  start ??= holder
  const js: string[] = []
  const css = new Set<string>()
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || js.includes(chunk.fileName)) return
    js.push(chunk.fileName)
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file)
    for (const file of chunk.imports) visit(byFile.get(file))
  }
  visit(start)
  return { js, css: [...css] }
}
