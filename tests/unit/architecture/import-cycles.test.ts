/**
 * No import cycle anywhere in src/, domain/ or fake-server/: every `import`, `export … from`,
 * `import type` and `import('…')` between their files (relative or `@domain/…` specifiers) is an
 * edge, and the test fails on the first cycle it finds, naming its files in order.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const folders = ['src', 'domain', 'fake-server']
const extensions = ['.ts', '.tsx', '.mts']

/** Every source file under `folder`, as absolute paths. */
const sourceFiles = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts'))
    .map((name) => join(root, folder, name))

/** The file a specifier names, or undefined for packages and non-code files. */
const resolveSpecifier = (from: string, specifier: string, base = root): string | undefined => {
  let target: string
  if (specifier.startsWith('@domain/')) target = join(base, 'domain', specifier.slice('@domain/'.length))
  else if (specifier.startsWith('./') || specifier.startsWith('../')) target = resolve(dirname(from), specifier)
  else return undefined
  const candidates = [target, ...extensions.map((ext) => target + ext), ...extensions.map((ext) => join(target, `index${ext}`))]
  return candidates.find((path) => extensions.some((ext) => path.endsWith(ext)) && existsSync(path) && statSync(path).isFile())
}

/** The specifiers of a module's imports, re-exports, type imports and dynamic imports. */
const specifiersOf = (text: string): string[] => ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)

/** The import graph: each file to the files it imports, in source order. */
const importGraph = (files: string[], read: (path: string) => string, base = root) =>
  new Map(files.map((file) => [file, [...new Set(specifiersOf(read(file)).flatMap((s) => resolveSpecifier(file, s, base) ?? []))]]))

/** The first cycle found by a depth-first walk, as the files along it (first file repeated last). */
const firstCycle = (graph: Map<string, string[]>): string[] | undefined => {
  const done = new Set<string>()
  const onPath = new Map<string, number>()
  const path: string[] = []
  const visit = (file: string): string[] | undefined => {
    if (done.has(file)) return undefined
    const at = onPath.get(file)
    if (at !== undefined) return [...path.slice(at), file]
    onPath.set(file, path.length)
    path.push(file)
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    onPath.delete(file)
    done.add(file)
    return undefined
  }
  for (const file of [...graph.keys()].sort()) {
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return undefined
}

describe('import cycles', () => {
  it('finds a cycle through type imports, re-exports and dynamic imports, and names its files', () => {
    const files: Record<string, string> = {
      [join(root, 'domain/a.ts')]: "import type { B } from './b'\nexport type A = B",
      [join(root, 'domain/b.ts')]: "export { c } from '@domain/c'\nexport type B = 1",
      [join(root, 'domain/c.ts')]: "export const c = () => import('./a.ts')",
      [join(root, 'domain/d.ts')]: "import { z } from 'zod'\nimport './a'",
    }
    const graph = new Map(
      Object.entries(files).map(([file, text]) => [
        file,
        specifiersOf(text).flatMap((s) => {
          const target = s.startsWith('@domain/') ? join(root, 'domain', s.slice(8)) : resolve(dirname(file), s)
          return Object.keys(files).filter((f) => f === target || f === `${target}.ts`)
        }),
      ]),
    )
    expect(firstCycle(graph)?.map((f) => relative(root, f))).toEqual(['domain/a.ts', 'domain/b.ts', 'domain/c.ts', 'domain/a.ts'])
    graph.set(join(root, 'domain/c.ts'), [])
    expect(firstCycle(graph)).toBeUndefined()
  })

  it('resolves relative and @domain/ specifiers to the files on disk', () => {
    const from = join(root, 'src/main.tsx')
    expect(resolveSpecifier(from, '@domain/events')).toBe(join(root, 'domain/events/index.ts'))
    expect(resolveSpecifier(from, './main')).toBe(from)
    expect(resolveSpecifier(from, 'react')).toBeUndefined()
  })

  // Reads every source file: a minute, so a busy machine does not fail it.
  it('src/, domain/ and fake-server/ import each other without a cycle', () => {
    const graph = importGraph(folders.flatMap(sourceFiles), (path) => readFileSync(path, 'utf8'))
    expect(graph.size).toBeGreaterThan(300)
    const cycle = firstCycle(graph)
    expect(cycle?.map((f) => relative(root, f)).join(' → '), 'an import cycle').toBeUndefined()
  })
})
